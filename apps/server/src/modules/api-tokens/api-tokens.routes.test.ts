import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantPermissions } from '../../../test/grants';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { auditLog } from '../audit/audit.table';
import { apiTokens } from './api-tokens.table';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ apiTokenRequestsPerMinute: 5 });
});
afterAll(async () => {
  await t.close();
});

const nextYear = `${new Date().getUTCFullYear() + 1}-06-30`;

/** A signed-in user with these grants, and a way to create a token as them. */
async function owner(grants = { contacts: ['view', 'create', 'delete'] as const }) {
  const { user, cookie } = await t.signedInUser({
    grants: Object.fromEntries(Object.entries(grants).map(([m, a]) => [m, [...a]])),
  });
  const createToken = (body: object) => t.call('POST', '/api_tokens', cookie, body);
  return { user, cookie, createToken };
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const withToken = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: object) =>
  t.app.inject({ method, url: `/api/1${url}`, payload, headers: bearer(token) });

describe('creating an API token', () => {
  it('answers the token once, prefixed, and stores only its SHA-256', async () => {
    const { createToken, cookie } = await owner();
    const res = await createToken({ name: 'Ledger sync', scopes: ['contacts:view'], expires_at: nextYear });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.token).toMatch(/^sdk_[A-Za-z0-9_-]{43}$/);
    expect(body).toMatchObject({ name: 'Ledger sync', scopes: ['contacts:view'], last_used_at: null });
    expect(body.expires_at).toBe(`${nextYear}T23:59:59.999Z`);
    const [row] = await t.db.select().from(apiTokens).where(eq(apiTokens.id, body.id));
    expect(row!.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(body.token);
    const list = await t.call('GET', '/api_tokens', cookie);
    expect(list.json().data).toHaveLength(1);
    expect(JSON.stringify(list.json())).not.toContain(body.token);
  });

  it('refuses scopes the owner does not hold, naming them, and creates nothing', async () => {
    const { createToken, user } = await owner();
    const res = await createToken({
      name: 'Too much',
      scopes: ['contacts:view', 'users:delete', 'settings:edit'],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.scopes).toBe(
      'You cannot give a token scopes you do not hold: users:delete, settings:edit',
    );
    expect(await t.db.select().from(apiTokens).where(eq(apiTokens.user_id, user.id))).toHaveLength(0);
  });

  it.each([
    [{ scopes: ['contacts:view'] }, 'name', 'Name is required'],
    [{ name: 'X', scopes: [] }, 'scopes', 'Choose at least one scope'],
    [{ name: 'X', scopes: ['contacts:fly'] }, 'scopes', 'unknown entry contacts:fly'],
    [
      { name: 'X', scopes: ['contacts:view'], expires_at: '2020-01-01' },
      'expires_at',
      'Expires at must be a date after today',
    ],
    [
      { name: 'X', scopes: ['contacts:view'], expires_at: 'soon' },
      'expires_at',
      'Expires at must be a valid date (YYYY-MM-DD)',
    ],
  ])('refuses %j naming %s', async (body, field, message) => {
    const { createToken } = await owner();
    const res = await createToken(body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields[field]).toContain(message);
  });
});

describe('requests with a bearer token', () => {
  it('act as the owner within the scopes, without cookie or CSRF check, and update last_used_at', async () => {
    const { createToken, cookie } = await owner();
    const { token, id } = (await createToken({ name: 'Reader', scopes: ['contacts:view'] })).json();
    const read = await withToken('GET', '/contacts', token);
    expect(read.statusCode).toBe(200);
    // Not in the token's scopes though the owner holds it.
    const write = await t.app.inject({
      method: 'POST',
      url: '/api/1/contacts',
      payload: { name: 'Ana' },
      headers: { ...bearer(token), origin: 'https://evil.example' },
    });
    expect(write.statusCode).toBe(403);
    expect(write.json().error.message).toBe('You do not have create permission on contacts');
    const listed = (await t.call('GET', '/api_tokens', cookie))
      .json()
      .data.find((x: { id: number }) => x.id === id);
    expect(listed.last_used_at).not.toBeNull();
  });

  it('skip the origin check, while a cookie request from another origin is still refused', async () => {
    const { createToken, cookie } = await owner();
    const { token } = (await createToken({ name: 'Writer', scopes: ['contacts:create'] })).json();
    const viaToken = await t.app.inject({
      method: 'POST',
      url: '/api/1/contacts',
      payload: { name: 'José', last_name: 'Núñez' },
      headers: { ...bearer(token), origin: 'https://elsewhere.example' },
    });
    expect(viaToken.statusCode).toBe(201);
    const viaCookie = await t.call(
      'POST',
      '/contacts',
      cookie,
      { name: 'Ana' },
      { origin: 'https://elsewhere.example' },
    );
    expect(viaCookie.statusCode).toBe(403);
    expect(viaCookie.json().error.message).toBe('Cross-origin request refused');
  });

  it('lose a grant the moment the owner loses it', async () => {
    const { createToken, user } = await owner();
    const { token } = (await createToken({ name: 'Reader', scopes: ['contacts:view'] })).json();
    expect((await withToken('GET', '/contacts', token)).statusCode).toBe(200);
    await t.db.execute(sql`delete from user_module_permissions where user_id = ${user.id}`);
    expect((await withToken('GET', '/contacts', token)).statusCode).toBe(403);
    await grantPermissions(t.db, user.id, { contacts: ['view'] });
    expect((await withToken('GET', '/contacts', token)).statusCode).toBe(200);
  });

  it("from an administrator's token never reach what only an administrator may do", async () => {
    const { cookie } = await t.signedInUser({ role: 'admin' });
    const res = await t.call('POST', '/api_tokens', cookie, { name: 'Admin script', scopes: ['users:view'] });
    const { token } = res.json();
    expect((await withToken('GET', '/users', token)).statusCode).toBe(200);
    expect((await withToken('GET', '/contacts', token)).statusCode).toBe(403);
    expect((await withToken('GET', '/api_tokens?all=1', token)).statusCode).toBe(403);
  });

  it('answer 401 once the token is revoked, expired or its owner deactivated', async () => {
    const { createToken, cookie, user } = await owner();
    const make = async (name: string) => (await createToken({ name, scopes: ['contacts:view'] })).json();
    const revoked = await make('Revoked');
    expect((await t.call('DELETE', `/api_tokens/${revoked.id}`, cookie)).statusCode).toBe(204);
    const gone = await withToken('GET', '/contacts', revoked.token);
    expect(gone.statusCode).toBe(401);
    expect(gone.json().error.message).toBe('The API token is invalid, expired or revoked');

    const expired = await make('Expired');
    expect((await withToken('GET', '/contacts', expired.token)).statusCode).toBe(200);
    await t.db
      .update(apiTokens)
      .set({ expires_at: sql`now() - interval '1 second'` })
      .where(eq(apiTokens.id, expired.id));
    expect((await withToken('GET', '/contacts', expired.token)).statusCode).toBe(401);

    const live = await make('Owner leaves');
    await t.db.execute(sql`update users set is_active = false where id = ${user.id}`);
    expect((await withToken('GET', '/contacts', live.token)).statusCode).toBe(401);
    expect((await withToken('GET', '/contacts', 'sdk_madeup')).statusCode).toBe(401);
  });

  it('cannot create tokens (403), so a token never mints a wider one', async () => {
    const { createToken } = await owner({ users: ['view'], contacts: ['view'] } as never);
    const { token } = (await createToken({ name: 'Reader', scopes: ['contacts:view'] })).json();
    const res = await withToken('POST', '/api_tokens', token, { name: 'More', scopes: ['contacts:view'] });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe('An API token cannot create API tokens: sign in to create one');
  });

  it("record every write in the audit trail with the token's name", async () => {
    const { createToken, cookie, user } = await owner();
    const { token } = (await createToken({ name: 'Nightly clean-up', scopes: ['contacts:delete'] })).json();
    const contact = (
      await t.call('POST', '/contacts', cookie, { name: 'Farah', last_name: 'Al-Sayed' })
    ).json();
    expect((await withToken('DELETE', `/contacts/${contact.id}`, token)).statusCode).toBe(204);
    const [row] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'contact.deleted'), eq(auditLog.entity_id, contact.id)));
    expect(row!.user_id).toBe(user.id);
    expect(row!.details).toMatchObject({ via: 'token "Nightly clean-up"' });
  });

  it('are throttled per token with 429 and Retry-After', async () => {
    const { createToken } = await owner();
    const first = (await createToken({ name: 'Busy', scopes: ['contacts:view'] })).json();
    const second = (await createToken({ name: 'Quiet', scopes: ['contacts:view'] })).json();
    for (let i = 0; i < 5; i++)
      expect((await withToken('GET', '/contacts', first.token)).statusCode).toBe(200);
    const refused = await withToken('GET', '/contacts', first.token);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await withToken('GET', '/contacts', second.token)).statusCode).toBe(200);
  });
});

describe('listing and revoking tokens', () => {
  it("lists one's own; administrators list and revoke everyone's; others cannot", async () => {
    const a = await owner();
    const b = await owner();
    const tokenA = (await a.createToken({ name: 'A', scopes: ['contacts:view'] })).json();
    const tokenB = (await b.createToken({ name: 'B', scopes: ['contacts:view'] })).json();
    const ownList = (await t.call('GET', '/api_tokens', a.cookie)).json().data;
    expect(ownList.map((x: { name: string }) => x.name)).toEqual(['A']);
    expect((await t.call('GET', '/api_tokens?all=1', a.cookie)).statusCode).toBe(403);
    expect((await t.call('DELETE', `/api_tokens/${tokenB.id}`, a.cookie)).statusCode).toBe(404);

    const admin = (await t.signedInUser({ role: 'admin' })).cookie;
    const all = (await t.call('GET', '/api_tokens?all=1', admin)).json().data;
    expect(all.map((x: { id: number }) => x.id)).toEqual(expect.arrayContaining([tokenA.id, tokenB.id]));
    expect(all.find((x: { id: number }) => x.id === tokenB.id).user_email).toBe(b.user.email);
    expect((await t.call('DELETE', `/api_tokens/${tokenB.id}`, admin)).statusCode).toBe(204);
    expect((await withToken('GET', '/contacts', tokenB.token)).statusCode).toBe(401);
  });

  it('declares the bearer scheme in the OpenAPI document', async () => {
    const { cookie } = await t.signedInUser();
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json', headers: { cookie } });
    expect(res.json().components.securitySchemes.bearer).toMatchObject({ type: 'http', scheme: 'bearer' });
  });
});
