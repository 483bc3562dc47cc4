import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInThrough as signInAt, throughProvider } from '../../../test/oidc-test-flow';
import { startTestOidcProvider, type TestOidcProvider } from '../../../test/oidc-test-provider';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { auditLog } from '../audit/audit.table';
import { userIdentities } from './identity-providers.table';

const PUBLIC_URL = 'http://localhost:3999';
let idp: TestOidcProvider;
let t: TestApp;

beforeAll(async () => {
  idp = await startTestOidcProvider(
    ['sso', '1', '2', '3'].map((id) => `${PUBLIC_URL}/api/1/auth/oidc/${id}/callback`),
  );
  t = await createTestApp({
    publicUrl: PUBLIC_URL,
    oidc: {
      envProvider: {
        issuer: idp.issuer,
        clientId: idp.clientId,
        clientSecret: idp.clientSecret,
        label: 'Test IdP',
      },
      secretKey: 'a-test-secret-key-of-at-least-32-characters',
    },
  });
});
afterAll(async () => {
  await t?.close();
  await idp?.close();
});

async function meWith(sid: string | undefined) {
  const res = await t.app.inject({ method: 'GET', url: '/api/1/auth/me', cookies: { sid: sid ?? '' } });
  return res.statusCode === 200 ? res.json() : null;
}

describe('sign-in through an OpenID Connect provider', () => {
  it('lists the configured provider for the login page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/1/auth/providers' });
    expect(res.json()).toEqual([{ id: 'sso', label: 'Test IdP' }]);
  });

  it('links by a verified e-mail on first use, signs in with a session, and returns to next', async () => {
    const user = await t.createUser({ email: 'ana.lopez@example.es', first_name: 'Ana' });
    const outcome = await signInAt(t, idp, {
      sub: 'ana-1',
      email: 'Ana.Lopez@example.es',
      email_verified: true,
    });
    expect(outcome).toMatchObject({ status: 302, location: '/contacts' });
    expect((await meWith(outcome.sessionCookie))?.user.id).toBe(user.id);
    const links = await t.db.select().from(userIdentities).where(eq(userIdentities.user_id, user.id));
    expect(links).toMatchObject([{ provider: 'sso', subject: 'ana-1' }]);
    // Next time the subject alone finds the account, whatever e-mail the provider now gives.
    const again = await signInAt(t, idp, {
      sub: 'ana-1',
      email: 'ana@elsewhere.example',
      email_verified: false,
    });
    expect((await meWith(again.sessionCookie))?.user.id).toBe(user.id);
  });

  it('never links by an unverified e-mail', async () => {
    await t.createUser({ email: 'fatima@example.com' });
    const outcome = await signInAt(t, idp, {
      sub: 'fatima-1',
      email: 'fatima@example.com',
      email_verified: false,
    });
    expect(outcome).toMatchObject({ status: 302, location: '/login?sso_error=unverified_email' });
    expect(outcome.sessionCookie).toBeUndefined();
  });

  it('refuses an unknown person and records the refusal', async () => {
    const outcome = await signInAt(t, idp, {
      sub: 'stranger',
      email: 'stranger@example.org',
      email_verified: true,
    });
    expect(outcome).toMatchObject({ location: '/login?sso_error=unknown_account' });
    const refusals = await t.db.select().from(auditLog).where(eq(auditLog.action, 'auth.sso_login_failed'));
    expect(refusals.some((r) => (r.details as { reason?: string }).reason === 'unknown_account')).toBe(true);
  });

  it('creates an invited colleague’s account with the invitation’s role and grants', async () => {
    const { cookie } = await t.signedInUser({ role: 'admin' });
    const invited = await t.call('POST', '/invitations', cookie, {
      email: 'noura.alsayed@example.ae',
      role: 'user',
      grants: ['contacts:view', 'tasks:create'],
    });
    expect(invited.statusCode).toBe(201);
    const outcome = await signInAt(t, idp, {
      sub: 'noura-1',
      email: 'Noura.AlSayed@example.ae',
      email_verified: true,
      given_name: 'نورة',
      family_name: 'السيد',
    });
    expect(outcome).toMatchObject({ status: 302, location: '/contacts' });
    const me = await meWith(outcome.sessionCookie);
    expect(me?.user).toMatchObject({ email: 'noura.alsayed@example.ae', first_name: 'نورة', role: 'user' });
    const list = await t.call('GET', '/invitations', cookie);
    const row = list.json().data.find((i: { email: string }) => i.email === 'noura.alsayed@example.ae');
    expect(row.status).toBe('accepted');
    expect(me?.permissions.contacts).toEqual(['view']);
    expect(me?.permissions.tasks).toEqual(['create']);
    expect(me?.permissions.invoices ?? []).toEqual([]);
  });

  it('does not make an account from an invitation for an unverified e-mail', async () => {
    const { cookie } = await t.signedInUser({ role: 'admin' });
    await t.call('POST', '/invitations', cookie, { email: 'omar@example.ae', role: 'user', grants: [] });
    const outcome = await signInAt(t, idp, {
      sub: 'omar-1',
      email: 'omar@example.ae',
      email_verified: false,
    });
    expect(outcome).toMatchObject({ location: '/login?sso_error=unknown_account' });
  });

  it('refuses a deactivated account', async () => {
    await t.createUser({ email: 'mohammed@example.com', is_active: false });
    const outcome = await signInAt(t, idp, {
      sub: 'mohammed-1',
      email: 'mohammed@example.com',
      email_verified: true,
    });
    expect(outcome).toMatchObject({ location: '/login?sso_error=deactivated' });
    expect(outcome.sessionCookie).toBeUndefined();
  });

  it('refuses a callback whose state is not this browser’s, and one replayed', async () => {
    await t.createUser({ email: 'kenji@example.jp' });
    idp.signInAs({ sub: 'kenji-1', email: 'kenji@example.jp', email_verified: true });
    const start = await t.app.inject({ method: 'GET', url: '/api/1/auth/oidc/sso/start' });
    const state = start.cookies.find((c) => c.name === 'oidc_state')!.value;
    const back = await throughProvider(PUBLIC_URL, start.headers.location as string);
    const tampered = new URL(back);
    tampered.searchParams.set('state', `${state}x`);
    const forged = await t.app.inject({
      method: 'GET',
      url: `${tampered.pathname}${tampered.search}`,
      cookies: { oidc_state: `${state}x` },
    });
    expect(forged.headers.location).toBe('/login?sso_error=failed');
    const noCookie = await t.app.inject({ method: 'GET', url: `${back.pathname}${back.search}` });
    expect(noCookie.headers.location).toBe('/login?sso_error=failed');
    const badCode = new URL(back);
    badCode.searchParams.set('code', 'not-the-code');
    const wrongCode = await t.app.inject({
      method: 'GET',
      url: `${badCode.pathname}${badCode.search}`,
      cookies: { oidc_state: state },
    });
    expect(wrongCode.headers.location).toBe('/login?sso_error=failed');
    // The state was used by the attempt above: the genuine code cannot be replayed with it.
    const replay = await t.app.inject({
      method: 'GET',
      url: `${back.pathname}${back.search}`,
      cookies: { oidc_state: state },
    });
    expect(replay.headers.location).toBe('/login?sso_error=failed');
    expect(replay.cookies.find((c) => c.name === 'sid')).toBeUndefined();
  });

  it('refuses a next that leaves the site', async () => {
    for (const next of ['//evil.example/x', 'https://evil.example/', '/\\evil.example']) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/1/auth/oidc/sso/start?next=${encodeURIComponent(next)}`,
      });
      expect(res.statusCode, next).toBe(400);
      expect(res.json().error.fields.next).toBe('next must be a path on this site');
    }
  });
});
