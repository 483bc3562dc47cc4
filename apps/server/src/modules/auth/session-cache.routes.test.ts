import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';

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

  it('stop working moments after another process ends the session', async () => {
    const { user, cookie } = await t.signedInUser();
    expect((await get('/auth/me', cookie)).statusCode).toBe(200);
    await t.pool.query('delete from sessions where user_id = $1', [user.id]);
    expect(await statusWithin('/auth/me', cookie, 401)).toBe(401);
  });

  it('stop working moments after another process deactivates the user', async () => {
    const { user, cookie } = await t.signedInUser();
    expect((await get('/auth/me', cookie)).statusCode).toBe(200);
    await t.db.execute(sql`update users set is_active = false where id = ${user.id}`);
    expect(await statusWithin('/auth/me', cookie, 401)).toBe(401);
  });

  it('lose a grant moments after another process takes it away', async () => {
    const { user, cookie } = await t.signedInUser({ grants: { contacts: ['view'] } });
    expect((await get('/contacts', cookie)).statusCode).toBe(200);
    await t.pool.query('delete from user_module_permissions where user_id = $1', [user.id]);
    expect(await statusWithin('/contacts', cookie, 403)).toBe(403);
  });

  it('follow a role change made by another process', async () => {
    const { user, cookie } = await t.signedInUser();
    expect((await get('/users', cookie)).statusCode).toBe(403);
    await t.pool.query(`update users set role = 'admin' where id = $1`, [user.id]);
    expect(await statusWithin('/users', cookie, 200)).toBe(200);
  });
});
