import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../../../test/test-app';

const TEMPORARY = 'temporary passphrase 42';
const CHOSEN = 'my own chosen passphrase';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const setTemporary = (cookie: string, id: number, password = TEMPORARY) =>
  t.app.inject({
    method: 'POST',
    url: `/api/1/users/${id}/temporary_password`,
    headers: { cookie },
    payload: { password },
  });
const get = (cookie: string, url: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });

describe('temporary password set by an administrator', () => {
  it('ends the user’s sessions; signing in with it allows only me, Change Password and sign-out until changed', async () => {
    const admin = await t.signedInUser({ role: 'admin' });
    const { user, cookie: oldCookie } = await t.signedInUser({ grants: { contacts: ['view'] } });
    expect((await setTemporary(admin.cookie, user.id)).statusCode).toBe(204);
    expect((await get(oldCookie, '/api/1/auth/me')).statusCode).toBe(401);

    const cookie = await t.login(user.email, TEMPORARY);
    const me = await get(cookie, '/api/1/auth/me');
    expect(me.statusCode).toBe(200);
    expect(me.json().must_change_password).toBe(true);
    const blocked = await get(cookie, '/api/1/contacts');
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().error).toEqual({
      code: 'PASSWORD_CHANGE_REQUIRED',
      message: 'Please choose a new password before you continue.',
    });
    expect((await get(cookie, '/api/1/auth/sessions')).json().error.code).toBe('PASSWORD_CHANGE_REQUIRED');

    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/1/auth/password',
      headers: { cookie },
      payload: { current_password: TEMPORARY, new_password: CHOSEN },
    });
    expect(changed.statusCode).toBe(200);
    expect((await get(cookie, '/api/1/auth/me')).json().must_change_password).toBe(false);
    expect((await get(cookie, '/api/1/contacts')).statusCode).toBe(200);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/1/auth/login',
          payload: { email: user.email, password: CHOSEN },
        })
      ).statusCode,
    ).toBe(200);
  });

  it('sign-out works while the change is pending', async () => {
    const admin = await t.signedInUser({ role: 'admin' });
    const user = await t.createUser();
    await setTemporary(admin.cookie, user.id);
    const cookie = await t.login(user.email, TEMPORARY);
    const out = await t.app.inject({ method: 'POST', url: '/api/1/auth/logout', headers: { cookie } });
    expect(out.statusCode).toBe(204);
    expect((await get(cookie, '/api/1/auth/me')).statusCode).toBe(401);
  });

  it('a user with users:edit who is not an administrator gets 403 and the password stays', async () => {
    const editor = await t.signedInUser({ grants: { users: ['view', 'edit'] } });
    const user = await t.createUser();
    const res = await setTemporary(editor.cookie, user.id);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe('Only an administrator can set a temporary password');
    expect((await t.login(user.email, TEST_PASSWORD)).startsWith('sid=')).toBe(true);
  });

  it('a user without users:edit gets 403', async () => {
    const viewer = await t.signedInUser({ grants: { users: ['view'] } });
    const user = await t.createUser();
    expect((await setTemporary(viewer.cookie, user.id)).statusCode).toBe(403);
  });

  it('refuses the administrator’s own account, a short password and an unknown user', async () => {
    const admin = await t.signedInUser({ role: 'admin' });
    const own = await setTemporary(admin.cookie, admin.user.id);
    expect(own.statusCode).toBe(409);
    expect(own.json().error.message).toBe('Use Change Password in Settings to change your own password');

    const user = await t.createUser();
    const short = await setTemporary(admin.cookie, user.id, 'short');
    expect(short.statusCode).toBe(400);
    expect(short.json().error.fields).toEqual({ password: 'New password must be at least 12 characters' });
    const asEmail = await setTemporary(admin.cookie, user.id, user.email);
    expect(asEmail.json().error.fields).toEqual({ password: 'New password must not be your email address' });
    expect((await setTemporary(admin.cookie, 999_999)).statusCode).toBe(404);
  });
});
