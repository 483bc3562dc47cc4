import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const CHROME_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const FIREFOX_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';

async function loginWith(email: string, password: string, userAgent = CHROME_WINDOWS) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/1/auth/login',
    payload: { email, password },
    headers: { 'user-agent': userAgent },
  });
  return res;
}

async function cookieOf(email: string, password = TEST_PASSWORD, userAgent = CHROME_WINDOWS) {
  const res = await loginWith(email, password, userAgent);
  expect(res.statusCode).toBe(200);
  return `sid=${res.cookies.find((c) => c.name === 'sid')!.value}`;
}

const me = (cookie: string) => t.app.inject({ method: 'GET', url: '/api/1/auth/me', headers: { cookie } });
const changePassword = (cookie: string, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/1/auth/password', headers: { cookie }, payload });
const listSessions = (cookie: string) =>
  t.app.inject({ method: 'GET', url: '/api/1/auth/sessions', headers: { cookie } });

const NEW_PASSWORD = 'a brand new passphrase';

describe('change password', () => {
  it('refuses a wrong current password with a field message, and the old password still signs in', async () => {
    const user = await t.createUser();
    const cookie = await cookieOf(user.email);
    const res = await changePassword(cookie, {
      current_password: 'not my password',
      new_password: NEW_PASSWORD,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { current_password: 'Current password is incorrect' },
    });
    expect((await loginWith(user.email, TEST_PASSWORD)).statusCode).toBe(200);
    expect((await loginWith(user.email, NEW_PASSWORD)).statusCode).toBe(401);
  });

  it('refuses a new password under 12 characters', async () => {
    const user = await t.createUser();
    const cookie = await cookieOf(user.email);
    const res = await changePassword(cookie, {
      current_password: TEST_PASSWORD,
      new_password: 'short-pass1',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ new_password: 'New password must be at least 12 characters' });
    expect((await loginWith(user.email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses the account email as the new password, in any case', async () => {
    const user = await t.createUser({ email: 'long.enough.name@example.com' });
    const cookie = await cookieOf(user.email);
    const res = await changePassword(cookie, {
      current_password: TEST_PASSWORD,
      new_password: 'Long.Enough.Name@EXAMPLE.com',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ new_password: 'New password must not be your email address' });
    expect((await loginWith(user.email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses a new password equal to the current one', async () => {
    const user = await t.createUser();
    const cookie = await cookieOf(user.email);
    const res = await changePassword(cookie, {
      current_password: TEST_PASSWORD,
      new_password: TEST_PASSWORD,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({
      new_password: 'New password must be different from your current password',
    });
  });

  it('requires the current password', async () => {
    const user = await t.createUser();
    const cookie = await cookieOf(user.email);
    const res = await changePassword(cookie, { current_password: '', new_password: NEW_PASSWORD });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ current_password: 'Current password is required' });
  });

  it('changes the password, ends every other session and keeps this one', async () => {
    const user = await t.createUser();
    const here = await cookieOf(user.email);
    const elsewhere = await cookieOf(user.email, TEST_PASSWORD, FIREFOX_LINUX);
    const third = await cookieOf(user.email);
    const res = await changePassword(here, { current_password: TEST_PASSWORD, new_password: NEW_PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ended_sessions: 2 });
    expect((await me(here)).statusCode).toBe(200);
    expect((await me(elsewhere)).statusCode).toBe(401);
    expect((await me(third)).statusCode).toBe(401);
    expect((await loginWith(user.email, TEST_PASSWORD)).statusCode).toBe(401);
    expect((await loginWith(user.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('needs a session', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/1/auth/password',
      payload: { current_password: TEST_PASSWORD, new_password: NEW_PASSWORD },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('session management', () => {
  it("lists the user's own sessions with browser, system, address, last use and this device", async () => {
    const user = await t.createUser();
    const other = await t.createUser();
    await cookieOf(other.email);
    await cookieOf(user.email, TEST_PASSWORD, FIREFOX_LINUX);
    const here = await cookieOf(user.email);
    const res = await listSessions(here);
    expect(res.statusCode).toBe(200);
    const sessions = res.json().data;
    expect(sessions).toHaveLength(2);
    const current = sessions.find((s: { current: boolean }) => s.current);
    const firefox = sessions.find((s: { current: boolean }) => !s.current);
    expect(current).toMatchObject({ browser: 'Chrome 131', os: 'Windows', ip: '127.0.0.1' });
    expect(firefox).toMatchObject({ browser: 'Firefox 133', os: 'Linux', current: false });
    expect(Date.parse(current.last_used_at)).not.toBeNaN();
    expect(current.id).toMatch(/^[0-9a-f]{32}$/);
    // The reference is not the cookie's token nor its stored hash.
    expect(here).not.toContain(current.id);
  });

  it('signs out one session: its cookie then gets 401, the others keep working', async () => {
    const user = await t.createUser();
    const here = await cookieOf(user.email);
    const elsewhere = await cookieOf(user.email, TEST_PASSWORD, FIREFOX_LINUX);
    const target = (await listSessions(here)).json().data.find((s: { current: boolean }) => !s.current);
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/1/auth/sessions/${target.id}`,
      headers: { cookie: here },
    });
    expect(res.statusCode).toBe(204);
    expect((await me(elsewhere)).statusCode).toBe(401);
    expect((await me(here)).statusCode).toBe(200);
    expect((await listSessions(here)).json().data).toHaveLength(1);
  });

  it("cannot sign out another user's session (404, and it stays)", async () => {
    const owner = await t.createUser();
    const ownerCookie = await cookieOf(owner.email);
    const ref = (await listSessions(ownerCookie)).json().data[0].id;
    const intruder = await cookieOf((await t.createUser()).email);
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/1/auth/sessions/${ref}`,
      headers: { cookie: intruder },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe('This session has already ended');
    expect((await me(ownerCookie)).statusCode).toBe(200);
  });

  it('refuses a malformed session id with 400', async () => {
    const cookie = await cookieOf((await t.createUser()).email);
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api/1/auth/sessions/not-a-session',
      headers: { cookie },
    });
    expect(res.statusCode).toBe(400);
  });

  it('signs out all other sessions and keeps this one', async () => {
    const user = await t.createUser();
    const others = [await cookieOf(user.email), await cookieOf(user.email, TEST_PASSWORD, FIREFOX_LINUX)];
    const here = await cookieOf(user.email);
    const someoneElse = await cookieOf((await t.createUser()).email);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/1/auth/sessions/revoke-others',
      headers: { cookie: here },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ended_sessions: 2 });
    for (const cookie of others) expect((await me(cookie)).statusCode).toBe(401);
    expect((await me(here)).statusCode).toBe(200);
    expect((await me(someoneElse)).statusCode).toBe(200);
  });

  it('needs a session to list sessions', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/1/auth/sessions' })).statusCode).toBe(401);
  });
});
