import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const login = (payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/1/auth/login', payload, headers });
const me = (cookie?: string) =>
  t.app.inject({ method: 'GET', url: '/api/1/auth/me', headers: cookie ? { cookie } : {} });

describe('sign-in', () => {
  it('answers the user and sets an httpOnly SameSite browser-session cookie without remember-me', async () => {
    const user = await t.createUser({ first_name: 'Ada', last_name: 'Lovelace' });
    const res = await login({ email: user.email, password: TEST_PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({
      id: user.id,
      email: user.email,
      first_name: 'Ada',
      role: 'user',
    });
    expect(res.json().user.password_hash).toBeUndefined();
    const cookie = res.cookies.find((c) => c.name === 'sid')!;
    expect(cookie.httpOnly).toBe(true);
    expect(cookie.sameSite).toBe('Lax');
    expect(cookie.maxAge).toBeUndefined();
    expect(cookie.expires).toBeUndefined();
    // 32 random bytes in base64url: 256 bits, well over the 128 required.
    expect(Buffer.from(cookie.value, 'base64url').length).toBeGreaterThanOrEqual(16);
  });

  it('sets a persistent cookie with remember-me', async () => {
    const user = await t.createUser();
    const res = await login({ email: user.email, password: TEST_PASSWORD, remember: true });
    const cookie = res.cookies.find((c) => c.name === 'sid')!;
    expect(cookie.maxAge).toBe(30 * 24 * 60 * 60);
  });

  it('compares the email without regard to case', async () => {
    const user = await t.createUser({ email: 'Mixed.Case@Example.com' });
    const res = await login({ email: 'mixed.case@EXAMPLE.COM', password: TEST_PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.id).toBe(user.id);
  });

  it('answers an unknown email exactly like a wrong password', async () => {
    const user = await t.createUser();
    const wrongPassword = await login({ email: user.email, password: 'nope-nope' });
    const unknownEmail = await login({ email: 'nobody-here@example.com', password: 'nope-nope' });
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownEmail.statusCode).toBe(401);
    expect(unknownEmail.body).toBe(wrongPassword.body);
    expect(wrongPassword.json()).toEqual({
      error: { code: 'UNAUTHENTICATED', message: 'Invalid email or password' },
    });
  });

  it('refuses a deactivated account with 403 Account is deactivated', async () => {
    const user = await t.createUser({ is_active: false });
    const res = await login({ email: user.email, password: TEST_PASSWORD });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe('Account is deactivated');
    expect(res.cookies.find((c) => c.name === 'sid')).toBeUndefined();
  });

  it('validates the body with field messages', async () => {
    const res = await login({ email: '', password: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_FAILED');
    expect(res.json().error.fields).toHaveProperty('email');
  });

  it('gives a new session id at every login', async () => {
    const user = await t.createUser();
    const first = await t.login(user.email);
    const second = await t.login(user.email);
    expect(first).not.toBe(second);
    expect((await me(first)).statusCode).toBe(200);
    expect((await me(second)).statusCode).toBe(200);
  });
});

describe('session', () => {
  it('GET /auth/me answers 401 without a session', async () => {
    const res = await me();
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('UNAUTHENTICATED');
  });

  it('GET /auth/me answers the user and the grants', async () => {
    const { user, cookie } = await t.signedInUser({ grants: { contacts: ['view', 'edit'] } });
    const res = await me(cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json().user.id).toBe(user.id);
    expect(res.json().permissions).toEqual({ contacts: ['view', 'edit'] });
  });

  it('an admin holds every permission', async () => {
    const { cookie } = await t.signedInUser({ role: 'admin' });
    const { permissions } = (await me(cookie)).json();
    expect(Object.keys(permissions)).toHaveLength(10);
    expect(permissions.users).toEqual(['view', 'create', 'edit', 'delete']);
  });

  it('logout ends the session on the server, not only in the browser', async () => {
    const { cookie } = await t.signedInUser();
    const res = await t.app.inject({ method: 'POST', url: '/api/1/auth/logout', headers: { cookie } });
    expect(res.statusCode).toBe(204);
    expect(res.cookies.find((c) => c.name === 'sid')?.value).toBe('');
    expect((await me(cookie)).statusCode).toBe(401);
  });

  it('a deactivated user is signed out of every session', async () => {
    const { user, cookie } = await t.signedInUser();
    const other = await t.login(user.email);
    await t.db.execute(sql`update users set is_active = false where id = ${user.id}`);
    expect((await me(cookie)).statusCode).toBe(401);
    expect((await me(other)).statusCode).toBe(401);
    const { rows } = await t.db.execute(
      sql`select count(*)::int as n from sessions where user_id = ${user.id}`,
    );
    expect(rows[0]!.n).toBe(0);
  });

  it('an unknown or forged cookie is treated as signed out', async () => {
    expect((await me('sid=forged-token-value')).statusCode).toBe(401);
  });

  const session = (cookie?: string) =>
    t.app.inject({ method: 'GET', url: '/api/1/auth/session', headers: cookie ? { cookie } : {} });

  it('GET /auth/session answers 200 {user: null} when signed out, or with a forged cookie', async () => {
    for (const res of [await session(), await session('sid=forged-token-value')]) {
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ user: null });
    }
  });

  it('GET /auth/session answers what /auth/me answers when signed in', async () => {
    const { user, cookie } = await t.signedInUser({ grants: { contacts: ['view'] } });
    const res = await session(cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual((await me(cookie)).json());
    expect(res.json().user.id).toBe(user.id);
  });
});

describe('cross-origin requests', () => {
  it('refuses a state-changing request from another origin', async () => {
    const user = await t.createUser();
    const res = await login(
      { email: user.email, password: TEST_PASSWORD },
      { origin: 'https://evil.example', host: 'localhost:3000' },
    );
    expect(res.statusCode).toBe(403);
  });

  it('accepts the same origin', async () => {
    const user = await t.createUser();
    const res = await login(
      { email: user.email, password: TEST_PASSWORD },
      { origin: 'http://localhost:3000', host: 'localhost:3000' },
    );
    expect(res.statusCode).toBe(200);
  });

  it('refuses a cross-site fetch that sends no Origin', async () => {
    const { cookie } = await t.signedInUser();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/1/auth/logout',
      headers: { cookie, 'sec-fetch-site': 'cross-site' },
    });
    expect(res.statusCode).toBe(403);
    expect((await me(cookie)).statusCode).toBe(200);
  });
});

describe('sessions per user', () => {
  it('keeps at most 20: a 21st sign-in ends the least recently used one', async () => {
    const user = await t.createUser();
    const cookies: string[] = [];
    for (let i = 0; i < 21; i++) cookies.push(await t.login(user.email));
    expect((await me(cookies[0])).statusCode).toBe(401);
    for (const cookie of cookies.slice(1)) expect((await me(cookie)).statusCode).toBe(200);
  });
});
