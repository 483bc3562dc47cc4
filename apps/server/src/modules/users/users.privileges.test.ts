import { everyActionOn } from '@freight/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';

/**
 * Who may change what on the users API: only an admin creates an admin, changes a role,
 * changes another user's email or password, or touches an admin's account; nobody grants more than they hold;
 * racing demotions always leave one active admin.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

type Method = 'POST' | 'PUT' | 'DELETE' | 'GET';
const call = (cookie: string, method: Method, url: string, payload?: object) =>
  t.call(method, url, cookie, payload);
let counter = 0;
const newUserBody = (extra: object = {}) => ({
  email: `priv${++counter}-${Date.now()}@example.com`,
  password: 'a-good-password',
  first_name: 'Pat',
  last_name: 'Lee',
  company: 'ShipDesk Ltd',
  ...extra,
});

type Actor = 'admin' | 'usersManager';
async function signIn(actor: Actor) {
  return actor === 'admin'
    ? t.signedInUser({ role: 'admin' })
    : t.signedInUser({ grants: { ...everyActionOn(['users']), quotations: ['view'] } });
}

/** Each case: who acts, on whom, what they send, and whether it is allowed. */
const cases: {
  name: string;
  actor: Actor;
  target: 'self' | 'user' | 'admin';
  body: object;
  allowed: boolean;
}[] = [];
for (const actor of ['admin', 'usersManager'] as const) {
  const admin = actor === 'admin';
  cases.push(
    { name: 'make themselves admin', actor, target: 'self', body: { role: 'admin' }, allowed: admin },
    { name: 'make a user admin', actor, target: 'user', body: { role: 'admin' }, allowed: admin },
    {
      name: "change another user's password",
      actor,
      target: 'user',
      body: { password: 'new-password-1' },
      allowed: admin,
    },
    {
      name: "change another user's email",
      actor,
      target: 'user',
      body: { email: `x-${actor}-${Date.now()}@example.com` },
      allowed: admin,
    },
    {
      name: "change an admin's password",
      actor,
      target: 'admin',
      body: { password: 'new-password-1' },
      allowed: admin,
    },
    { name: 'deactivate an admin', actor, target: 'admin', body: { is_active: false }, allowed: admin },
    {
      name: 'change their own email',
      actor,
      target: 'self',
      body: { email: `self-${actor}-${Date.now()}@example.com` },
      allowed: true,
    },
    { name: "change a user's company", actor, target: 'user', body: { company: 'Other Ltd' }, allowed: true },
  );
}

describe('users: who may change what', () => {
  it.each(cases)('$actor may $name: $allowed', async ({ actor, target, body, allowed }) => {
    const me = await signIn(actor);
    const targetId =
      target === 'self'
        ? me.user.id
        : (await t.signedInUser({ role: target === 'admin' ? 'admin' : 'user' })).user.id;
    const before = (await call(me.cookie, 'GET', `/users/${targetId}`)).json();
    const res = await call(me.cookie, 'PUT', `/users/${targetId}`, body);
    expect(res.statusCode, res.body).toBe(allowed ? 200 : 403);
    const after = (await call(me.cookie, 'GET', `/users/${targetId}`)).json();
    if (!allowed) {
      expect(res.json().error.code).toBe('FORBIDDEN');
      expect(after.version).toBe(before.version);
    }
  });

  it('only an admin creates an admin', async () => {
    const manager = await signIn('usersManager');
    const refused = await call(manager.cookie, 'POST', '/users', newUserBody({ role: 'admin' }));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(
      'Only an administrator can create an administrator or change a role',
    );
    const admin = await signIn('admin');
    expect((await call(admin.cookie, 'POST', '/users', newUserBody({ role: 'admin' }))).statusCode).toBe(201);
  });

  it('only an admin deletes an admin', async () => {
    const manager = await signIn('usersManager');
    const target = await t.signedInUser({ role: 'admin' });
    expect((await call(manager.cookie, 'DELETE', `/users/${target.user.id}`)).statusCode).toBe(403);
    expect((await call(manager.cookie, 'GET', `/users/${target.user.id}`)).statusCode).toBe(200);
  });

  it('a new user gets the default grants only as far as the creator holds them', async () => {
    const manager = await signIn('usersManager');
    const created = await call(manager.cookie, 'POST', '/users', newUserBody());
    expect(created.statusCode).toBe(201);
    const cookie = await t.login(created.json().email, 'a-good-password');
    const me = (await call(cookie, 'GET', '/auth/me')).json();
    expect(me.permissions).toEqual({ quotations: ['view'] });

    const admin = await signIn('admin');
    const byAdmin = await call(admin.cookie, 'POST', '/users', newUserBody());
    const adminMade = (
      await call(await t.login(byAdmin.json().email, 'a-good-password'), 'GET', '/auth/me')
    ).json();
    expect(Object.keys(adminMade.permissions).sort()).toEqual(
      ['contacts', 'documents', 'quotations', 'support', 'tasks'].sort(),
    );
  });
});

describe('users: the last active admin', () => {
  it('two admins demoting each other at once always leave one active admin', async () => {
    // Every other admin made by earlier tests is demoted first, so each pair is the whole admin set.
    const root = await signIn('admin');
    for (let round = 0; round < 10; round++) {
      const a = await t.signedInUser({ role: 'admin' });
      const b = await t.signedInUser({ role: 'admin' });
      const others = await t.pool.query<{ id: number }>(
        "select id from users where role = 'admin' and is_active and id <> all($1)",
        [[a.user.id, b.user.id]],
      );
      for (const { id } of others.rows) {
        expect((await call(a.cookie, 'PUT', `/users/${id}`, { role: 'user' })).statusCode).toBe(200);
      }
      const [ab, ba] = await Promise.all([
        call(a.cookie, 'PUT', `/users/${b.user.id}`, round % 2 ? { role: 'user' } : { is_active: false }),
        call(b.cookie, 'PUT', `/users/${a.user.id}`, round % 2 ? { is_active: false } : { role: 'user' }),
      ]);
      const statuses = [ab.statusCode, ba.statusCode].sort();
      // One wins; the other is refused as the last admin (or finds its session ended by the winner).
      expect(statuses[0]).toBe(200);
      expect([401, 403, 409]).toContain(statuses[1]);
      const remaining = await t.pool.query<{ n: number }>(
        "select count(*)::int as n from users where role = 'admin' and is_active",
      );
      expect(remaining.rows[0]?.n).toBe(1);
    }
    expect(root.user.id).toBeGreaterThan(0);
  });
});
