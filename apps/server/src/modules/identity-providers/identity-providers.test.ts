import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInThrough } from '../../../test/oidc-test-flow';
import { startTestOidcProvider, type TestOidcProvider } from '../../../test/oidc-test-provider';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { identityProviders } from './identity-providers.table';

const PUBLIC_URL = 'http://localhost:3999';
let idp: TestOidcProvider;
let t: TestApp;
let admin: string;

beforeAll(async () => {
  idp = await startTestOidcProvider(
    ['1', '2', '3', '4'].map((id) => `${PUBLIC_URL}/api/1/auth/oidc/${id}/callback`),
  );
  t = await createTestApp({
    publicUrl: PUBLIC_URL,
    oidc: { secretKey: 'a-test-secret-key-of-at-least-32-characters' },
  });
  admin = (await t.signedInUser({ role: 'admin' })).cookie;
});
afterAll(async () => {
  await t?.close();
  await idp?.close();
});

const providerBody = (extra: Record<string, unknown> = {}) => ({
  issuer: idp.issuer,
  client_id: idp.clientId,
  client_secret: idp.clientSecret,
  label: 'Acme Entra',
  ...extra,
});

describe('identity providers in Settings', () => {
  it('stores the client secret encrypted and never answers it', async () => {
    const res = await t.call('POST', '/identity_providers', admin, providerBody());
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      has_client_secret: true,
      redirect_uri: `${PUBLIC_URL}/api/1/auth/oidc/${res.json().id}/callback`,
    });
    expect(res.body).not.toContain(idp.clientSecret);
    const [row] = await t.db.select().from(identityProviders).where(eq(identityProviders.id, res.json().id));
    expect(row!.client_secret_encrypted).toMatch(/^v1\./);
    expect(row!.client_secret_encrypted).not.toContain(idp.clientSecret);
    const listed = await t.call('GET', '/identity_providers', admin);
    expect(listed.body).not.toContain(idp.clientSecret);
    expect(listed.json().secrets_storable).toBe(true);
  });

  it('refuses plain http issuers other than loopback, naming the field', async () => {
    const res = await t.call(
      'POST',
      '/identity_providers',
      admin,
      providerBody({ issuer: 'http://idp.example.com' }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.issuer).toMatch(/must start with https:\/\//);
  });

  it('lets only an administrator set a secret', async () => {
    const { cookie } = await t.signedInUser({ grants: { settings: ['view', 'create', 'edit'] } });
    const res = await t.call('POST', '/identity_providers', cookie, providerBody());
    expect(res.statusCode).toBe(403);
    const without = await t.call('POST', '/identity_providers', cookie, {
      ...providerBody(),
      client_secret: undefined,
    });
    expect(without.statusCode).toBe(201);
  });

  it('refuses other domains, and lets a listed domain join with the default grants, never as admin', async () => {
    const created = await t.call(
      'POST',
      '/identity_providers',
      admin,
      providerBody({
        allowed_domains: ['acme.example'],
        allow_join: true,
        default_grants: { contacts: ['view'] },
      }),
    );
    const id = String(created.json().id);
    const other = await signInThrough(
      t,
      idp,
      { sub: 'o-1', email: 'x@other.example', email_verified: true },
      id,
    );
    expect(other.location).toBe('/login?sso_error=domain_not_allowed');

    const joined = await signInThrough(
      t,
      idp,
      {
        sub: 'j-1',
        email: 'lucia@acme.example',
        email_verified: true,
        given_name: 'Lucía',
        family_name: 'Gómez',
      },
      id,
    );
    expect(joined.location).toBe('/contacts');
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/1/auth/me',
      cookies: { sid: joined.sessionCookie! },
    });
    expect(me.json()).toMatchObject({
      user: { email: 'lucia@acme.example', role: 'user', first_name: 'Lucía' },
      permissions: { contacts: ['view'] },
    });

    // Joined without a password: its only identity cannot be unlinked.
    const cookie = `sid=${joined.sessionCookie}`;
    const methods = await t.call('GET', '/auth/identities', cookie);
    expect(methods.json()).toMatchObject({
      has_password: false,
      identities: [{ provider: id, provider_label: 'Acme Entra' }],
    });
    const unlink = await t.call('DELETE', `/auth/identities/${methods.json().identities[0].id}`, cookie);
    expect(unlink.statusCode).toBe(409);
  });

  it('lets an account with a password unlink its identity', async () => {
    const created = await t.call('POST', '/identity_providers', admin, providerBody());
    const user = await t.createUser({ email: 'omar@example.com' });
    const outcome = await signInThrough(
      t,
      idp,
      { sub: 'omar-1', email: 'omar@example.com', email_verified: true },
      String(created.json().id),
    );
    const cookie = `sid=${outcome.sessionCookie}`;
    const methods = (await t.call('GET', '/auth/identities', cookie)).json();
    expect(methods.has_password).toBe(true);
    expect((await t.call('DELETE', `/auth/identities/${methods.identities[0].id}`, cookie)).statusCode).toBe(
      204,
    );
    expect((await t.call('GET', '/auth/identities', cookie)).json().identities).toEqual([]);
    expect(user.id).toBeGreaterThan(0);
  });
});
