import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUserOptions } from '../../../test/test-app';

/**
 * A checked session is answered from memory for a few seconds (SessionCache). A change made outside this
 * process (another server process, an operator's statement) reaches it through the triggers' NOTIFY: the
 * statements below run on a connection of their own, which this process's write hook never sees.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, cookie: string) =>
  t.app.inject({ method: 'GET', url: `/api/1${url}`, headers: { cookie } });

/** The statuses `url` answers until it answers `status` (or 3 s pass): far below the cache's 10 s life. */
async function statusWithin(url: string, cookie: string, status: number): Promise<number> {
  const deadline = Date.now() + 3_000;
  let last = 0;
  while (Date.now() < deadline) {
    last = (await get(url, cookie)).statusCode;
    if (last === status) return last;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return last;
}

describe('sessions checked lately', () => {
  it('are answered without reading the session again', async () => {
    const { cookie } = await t.signedInUser({ grants: { contacts: ['view'] } });
    expect((await get('/contacts', cookie)).statusCode).toBe(200);
    const statements = await t.recordStatements(() => get('/contacts', cookie));
    expect(statements.some((s) => s.includes('"sessions"'))).toBe(false);
    expect(statements.length).toBeGreaterThan(0);
  });

  // Each: what the user holds, the route they use, its status before and after the change made elsewhere.
  it.each([
    ['end the session', {}, '/auth/me', 200, 'delete from sessions where user_id = $1', 401],
    ['deactivate the user', {}, '/auth/me', 200, 'update users set is_active = false where id = $1', 401],
    [
      'take a grant away',
      { grants: { contacts: ['view'] } },
      '/contacts',
      200,
      'delete from user_module_permissions where user_id = $1',
      403,
    ],
    ['make the user an admin', {}, '/users', 403, `update users set role = 'admin' where id = $1`, 200],
  ] as const)(
    'another process may %s: it applies moments later',
    async (_what, options, url, before, change, after) => {
      const { user, cookie } = await t.signedInUser(options as TestUserOptions);
      expect((await get(url, cookie)).statusCode).toBe(before);
      await t.pool.query(change, [user.id]);
      expect(await statusWithin(url, cookie, after)).toBe(after);
    },
  );
});
