import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seededListSortProblems } from '../../../test/sort-order';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { userList } from './users.list';

let t: TestApp;
let admin: string;
let adminId: number;
beforeAll(async () => {
  t = await createTestApp();
  const signed = await t.signedInUser({ role: 'admin' });
  admin = signed.cookie;
  adminId = signed.user.id;
});
afterAll(async () => {
  await t.close();
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, payload?: object, cookie = admin) =>
  t.call(method, url, cookie, payload);
const me = (cookie: string) => t.app.inject({ method: 'GET', url: '/api/1/auth/me', headers: { cookie } });
let counter = 0;
const newUser = (extra: object = {}) =>
  call('POST', '/users', {
    email: `person${++counter}-${Date.now()}@example.com`,
    password: 'a-good-password',
    first_name: 'Pat',
    last_name: 'Lee',
    company: 'ShipDesk Ltd',
    ...extra,
  });

describe('users', () => {
  it('creates a user with role user and the default grants, never answering the hash', async () => {
    const res = await newUser();
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ role: 'user', is_active: true, first_name: 'Pat' });
    expect(res.json().password_hash).toBeUndefined();
    const cookie = await t.login(res.json().email, 'a-good-password');
    const { permissions } = (await me(cookie)).json();
    expect(Object.keys(permissions).sort()).toEqual([
      'contacts',
      'documents',
      'quotations',
      'support',
      'tasks',
    ]);
    expect(permissions.quotations).toEqual(['view', 'create', 'edit', 'delete']);
  });

  it.each([
    [{ first_name: '' }, 'first_name', 'First name is required'],
    [{ last_name: ' ' }, 'last_name', 'Last name is required'],
    [{ company: '' }, 'company', 'Company is required'],
    [{ email: 'nope' }, 'email', 'Please enter a valid email address'],
    [{ password: '' }, 'password', 'Password is required'],
    [{ password: 'short' }, 'password', 'Password must have at least 12 characters'],
    [{ password: 'abcdefgh' }, 'password', 'Password must have at least 12 characters'],
    [{ password: 'x'.repeat(1025) }, 'password', 'Password can be at most 1024 characters'],
    [{ role: 'manager' }, 'role', undefined],
  ])('refuses %j', async (extra, field, message) => {
    const res = await newUser(extra);
    expect(res.statusCode).toBe(400);
    if (message) expect(res.json().error.fields[field]).toBe(message);
    else expect(res.json().error.fields[field]).toBeDefined();
  });

  it('refuses a second user with the same email in another case (409)', async () => {
    const first = (await newUser()).json();
    const again = await newUser({ email: first.email.toUpperCase() });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('A user with this email already exists');
  });

  it('lists and searches users by name, email or company', async () => {
    await newUser({ first_name: 'Quincy', company: 'Unique Cargo Partners' });
    const res = (await call('GET', '/users?search=unique%20cargo')).json();
    expect(res.data.map((u: { first_name: string }) => u.first_name)).toEqual(['Quincy']);
    expect((await call('GET', '/users?is_active=true&limit=20')).statusCode).toBe(200);
  });

  it('deactivating a user signs them out of every session and refuses their next sign-in', async () => {
    const user = (await newUser()).json();
    const cookie = await t.login(user.email, 'a-good-password');
    expect((await me(cookie)).statusCode).toBe(200);
    const res = await call('PUT', `/users/${user.id}`, { is_active: false });
    expect(res.statusCode).toBe(200);
    expect((await me(cookie)).statusCode).toBe(401);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/1/auth/login',
      payload: { email: user.email, password: 'a-good-password' },
    });
    expect(again.statusCode).toBe(403);
    expect(again.json().error.message).toBe('Account is deactivated');
  });

  it("an administrator's new password for a user is a temporary one: sessions end, the user must choose their own", async () => {
    const user = (await newUser()).json();
    const cookie = await t.login(user.email, 'a-good-password');
    const res = await call('PUT', `/users/${user.id}`, { password: 'another-password' });
    expect(res.statusCode).toBe(200);
    expect((await me(cookie)).statusCode).toBe(401);
    const again = await t.login(user.email, 'another-password');
    expect((await me(again)).json().must_change_password).toBe(true);
  });

  it('refuses a password for another user under the 12-character rule, or equal to their e-mail', async () => {
    const user = (await newUser()).json();
    for (const [password, message] of [
      ['abcdefgh', 'Password must have at least 12 characters'],
      [user.email.toUpperCase(), 'New password must not be your email address'],
    ]) {
      const res = await call('PUT', `/users/${user.id}`, { password, first_name: 'Changed' });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields).toEqual({ password: message });
    }
    expect((await call('GET', `/users/${user.id}`)).json()).toMatchObject({ first_name: 'Pat', version: 1 });
    await expect(t.login(user.email, 'a-good-password')).resolves.toMatch(/^sid=/);
  });

  it('refuses a new user whose password is their e-mail', async () => {
    const email = `same-${Date.now()}@example.com`;
    const res = await newUser({ email, password: email });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ password: 'New password must not be your email address' });
  });

  it("refuses one's own password through PUT /users, pointing to Change Password, and keeps the old one", async () => {
    const self = await t.signedInUser({ role: 'admin' });
    const res = await call(
      'PUT',
      `/users/${self.user.id}`,
      { password: 'abcdefgh-long-enough' },
      self.cookie,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.password).toContain('/auth/password');
    expect((await me(self.cookie)).statusCode).toBe(200);
    expect((await call('GET', `/users/${self.user.id}`, undefined, self.cookie)).json().version).toBe(
      self.user.version,
    );
  });

  it('answers its version; a stale If-Match on PUT answers 412 and nothing is written', async () => {
    const user = (await newUser()).json();
    expect(user.version).toBe(1);
    const put = (first_name: string, version: number) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/1/users/${user.id}`,
        payload: { first_name },
        headers: { cookie: admin, 'if-match': String(version) },
      });
    const mine = await put('Mine', user.version);
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toMatchObject({ first_name: 'Mine', version: 2 });
    const stale = await put('Theirs', user.version);
    expect(stale.statusCode).toBe(412);
    expect(stale.json().error.code).toBe('PRECONDITION_FAILED');
    expect((await call('GET', `/users/${user.id}`)).json()).toMatchObject({ first_name: 'Mine', version: 2 });
  });

  it('PUT to an unknown user answers 404 and writes nothing', async () => {
    const before = (await call('GET', '/users?limit=1000')).json().total;
    const res = await call('PUT', '/users/999999', { first_name: 'Ghost' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('NOT_FOUND');
    expect((await call('GET', '/users?limit=1000')).json().total).toBe(before);
    expect((await call('DELETE', '/users/999999')).statusCode).toBe(404);
  });

  it('keeps one active admin: the last cannot be demoted, deactivated or deleted, nor delete itself', async () => {
    const own = await createTestApp();
    try {
      const only = await own.signedInUser({ role: 'admin' });
      const put = (payload: object) =>
        own.app.inject({
          method: 'PUT',
          url: `/api/1/users/${only.user.id}`,
          payload,
          headers: { cookie: only.cookie },
        });
      expect((await put({ role: 'user' })).statusCode).toBe(409);
      expect((await put({ is_active: false })).statusCode).toBe(409);
      const del = await own.app.inject({
        method: 'DELETE',
        url: `/api/1/users/${only.user.id}`,
        headers: { cookie: only.cookie },
      });
      expect(del.statusCode).toBe(409);
    } finally {
      await own.close();
    }
  });

  it('deletes a user (204) and their sessions', async () => {
    const user = (await newUser()).json();
    const cookie = await t.login(user.email, 'a-good-password');
    expect((await call('DELETE', `/users/${user.id}`)).statusCode).toBe(204);
    expect((await call('GET', `/users/${user.id}`)).statusCode).toBe(404);
    expect((await me(cookie)).statusCode).toBe(401);
    expect((await call('DELETE', `/users/${adminId}`)).statusCode).toBe(409);
  });

  it('each call needs its users grant; a plain user gets 403', async () => {
    const plain = (await t.signedInUser({ grants: { contacts: ['view'] } })).cookie;
    expect((await call('GET', '/users', undefined, plain)).statusCode).toBe(403);
    expect((await newUser()).statusCode).toBe(201);
    const viewer = (await t.signedInUser({ grants: { users: ['view'] } })).cookie;
    expect((await call('GET', '/users', undefined, viewer)).statusCode).toBe(200);
    expect((await call('POST', '/users', { email: 'x@y.z' }, viewer)).statusCode).toBe(403);
    expect((await call('PUT', `/users/${adminId}`, { first_name: 'X' }, viewer)).statusCode).toBe(403);
    expect((await call('DELETE', `/users/${adminId}`, undefined, viewer)).statusCode).toBe(403);
  });
});

// Last, so the seeded rows cannot change what the other lists answer.
describe('sorting', () => {
  it('sorts by every sortable column, ascending and descending', async () => {
    // Each column's values are in an order of their own, neither the id order nor its reverse.
    const seeds = [
      {
        email: 'sort-c@example.com',
        first_name: 'Sort b',
        last_name: 'Sort a',
        company: 'Sort b',
        role: 'user',
      },
      {
        email: 'sort-a@example.com',
        first_name: 'Sort a',
        last_name: 'Sort c',
        company: 'Sort c',
        role: 'admin',
      },
      {
        email: 'sort-b@example.com',
        first_name: 'Sort c',
        last_name: 'Sort b',
        company: 'Sort a',
        role: 'user',
      },
    ];
    const ids: number[] = [];
    for (const seed of seeds) ids.push((await newUser(seed)).json().id);
    const problems = await seededListSortProblems({
      t,
      table: 'users',
      path: '/users',
      ids,
      sortable: userList.sortable,
      get: (url) => call('GET', url),
    });
    expect(problems).toEqual([]);
  });
});
