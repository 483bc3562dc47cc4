import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { recordAudit } from './audit.service';

/**
 * Reading the audit trail: administrators only, the list contract's filters and paging,
 * the CSV export; the table is append-only even for the app's own database role, and a rolled-back change
 * leaves no row.
 */
let t: TestApp;
let admin: { cookie: string; id: number };
let clerk: { cookie: string; id: number; email: string };

beforeAll(async () => {
  t = await createTestApp();
  const a = await t.signedInUser({ role: 'admin', first_name: 'Ada', last_name: 'Admin' });
  admin = { cookie: a.cookie, id: a.user.id };
  const c = await t.signedInUser({
    grants: { users: ['view', 'create', 'edit', 'delete'], settings: ['view', 'edit'] },
  });
  clerk = { cookie: c.cookie, id: c.user.id, email: c.user.email };
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url: `/api/1${url}`, headers: cookie ? { cookie } : {} });

describe('who may read it', () => {
  it('answers 401 signed out and 403 to anyone but an administrator, even with users and settings grants', async () => {
    for (const url of ['/audit_log', '/audit_log.csv', '/audit_log?format=csv']) {
      expect((await get(url)).statusCode, url).toBe(401);
      const denied = await get(url, clerk.cookie);
      expect(denied.statusCode, url).toBe(403);
      expect(denied.body).not.toContain(clerk.email);
      expect((await get(url, admin.cookie)).statusCode, url).toBe(200);
    }
  });
});

describe('the list', () => {
  it('answers the rows newest first with the user name, and filters by user, action and entity', async () => {
    const res = await get(`/audit_log?user_id=${clerk.id}`, admin.cookie);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ total: 1, limit: 100, offset: 0 });
    expect(body.data[0]).toMatchObject({
      action: 'auth.login',
      user_id: clerk.id,
      user_name: 'Test User',
      entity_type: 'user',
      entity_id: clerk.id,
      ip: '127.0.0.1',
    });
    expect(Object.keys(body.data[0]).sort()).toEqual(
      [
        'action',
        'action_label',
        'created_at',
        'details',
        'entity_id',
        'entity_label',
        'entity_type',
        'id',
        'ip',
        'user_id',
        'user_name',
      ].sort(),
    );
    const logins = (await get('/audit_log?action=auth.login', admin.cookie)).json();
    expect(logins.data.map((r: { user_id: number }) => r.user_id)).toEqual([clerk.id, admin.id]);
    const about = (await get(`/audit_log?entity_type=user&entity_id=${admin.id}`, admin.cookie)).json();
    expect(about.data.every((r: { entity_id: number }) => r.entity_id === admin.id)).toBe(true);
  });

  it('pages on the server and filters by an inclusive date range', async () => {
    for (let i = 0; i < 5; i++) {
      await recordAudit(
        t.db,
        { userId: admin.id, ip: '10.0.0.9' },
        { action: 'settings.changed', details: { n: i } },
      );
    }
    const page = (await get('/audit_log?action=settings.changed&limit=2&offset=2', admin.cookie)).json();
    expect(page.total).toBe(5);
    expect(page.data.map((r: { details: { n: number } }) => r.details.n)).toEqual([2, 1]);
    const today = new Date().toISOString().slice(0, 10);
    const within = (
      await get(`/audit_log?action=settings.changed&date_from=${today}&date_to=${today}`, admin.cookie)
    ).json();
    expect(within.total).toBe(5);
    const later = (await get('/audit_log?action=settings.changed&date_from=2999-01-01', admin.cookie)).json();
    expect(later.total).toBe(0);
    const earlier = (await get('/audit_log?action=settings.changed&date_to=2000-01-01', admin.cookie)).json();
    expect(earlier.total).toBe(0);
  });

  it('refuses a bad date, an unknown filter or bad paging with 400', async () => {
    const bad = await get('/audit_log?date_from=yesterday', admin.cookie);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields?.date_from ?? bad.json().error.message).toBe(
      'From date must be a valid date (YYYY-MM-DD)',
    );
    expect((await get('/audit_log?password=x', admin.cookie)).statusCode).toBe(400);
    expect((await get('/audit_log?limit=-1', admin.cookie)).statusCode).toBe(400);
    expect((await get('/audit_log?format=xml', admin.cookie)).statusCode).toBe(400);
  });
});

describe('the CSV export', () => {
  it('streams the filtered rows with a header, details as JSON, and defuses formulas', async () => {
    await recordAudit(
      t.db,
      { userId: admin.id, ip: '10.0.0.1' },
      {
        action: 'contact.deleted',
        entityType: 'contact',
        entityId: 42,
        details: { display_name: '=HYPERLINK("http://evil")' },
      },
    );
    for (const url of [
      '/audit_log.csv?action=contact.deleted',
      '/audit_log?format=csv&action=contact.deleted',
    ]) {
      const res = await get(url, admin.cookie);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/csv');
      expect(res.headers['content-disposition']).toMatch(
        /attachment; filename="audit-log-\d{4}-\d\d-\d\d\.csv"/,
      );
      const lines = res.body.trimEnd().split('\r\n');
      expect(lines[0]).toBe(
        'id,created_at,user_id,user_name,action,entity_type,entity_id,ip,details,action_label,entity_label',
      );
      expect(lines).toHaveLength(2);
      expect(lines[1]).toContain(`,${admin.id},"Ada Admin","contact.deleted","contact",42,"10.0.0.1",`);
      // The labels the Audit tab shows close the row.
      expect(lines[1]).toMatch(/,"Contact deleted","Contact 42"$/);
      expect(lines[1]).toContain('"{""display_name"":""=HYPERLINK(\\""http://evil\\"")""}"');
    }
    await recordAudit(t.db, { userId: null, ip: '=1+1' }, { action: 'auth.login_failed' });
    const res = await get('/audit_log.csv?action=auth.login_failed', admin.cookie);
    expect(res.body).toContain(`,"'=1+1",`);
  });

  it('a bad filter answers 400 before any line', async () => {
    const res = await get('/audit_log.csv?where=nope', admin.cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBeDefined();
  });

  it('an integer past its column answers 400 with a JSON error, not a 200 that stops short', async () => {
    for (const url of [
      '/audit_log.csv?where=entity_id%20%3D%202147483648',
      '/audit_log.csv?entity_id=2147483648',
    ]) {
      const res = await get(url, admin.cookie);
      expect(res.statusCode).toBe(400);
      expect(res.headers['content-type']).toContain('application/json');
      expect(res.json().error.message).toContain('expected an integer from -2147483648 to 2147483647');
    }
  });
});

describe('text PostgreSQL cannot store', () => {
  it('never fails the insert: a NUL or a lone surrogate in the details or address is stored replaced', async () => {
    await recordAudit(
      t.db,
      { userId: null, ip: '10.0.0.9\u0000' },
      {
        action: 'auth.login_failed',
        entityType: 'user\ud800',
        details: { email: 'a\ud800@example.com', nested: [{ note: 'x\u0000y\udc00' }], 'k\ud800': 1 },
      },
    );
    const res = await get('/audit_log?action=auth.login_failed&order_by=id%20DESC&limit=1', admin.cookie);
    expect(res.json().data[0]).toMatchObject({
      ip: '10.0.0.9\ufffd',
      entity_type: 'user\ufffd',
      details: { email: 'a\ufffd@example.com', nested: [{ note: 'x\ufffdy\ufffd' }], 'k\ufffd': 1 },
    });
  });
});

describe('append-only', () => {
  it("the app's own database role cannot update, delete or truncate a row", async () => {
    const { rows } = await t.pool.query('select count(*)::int as n from audit_log');
    for (const statement of [
      "update audit_log set action = 'tampered'",
      'delete from audit_log',
      'truncate audit_log',
    ]) {
      await expect(t.pool.query(statement), statement).rejects.toThrow(/audit_log is append-only/);
    }
    const after = await t.pool.query(
      'select count(*)::int as n, count(*) filter (where action = $1)::int as t from audit_log',
      ['tampered'],
    );
    expect(after.rows[0]).toEqual({ n: rows[0].n, t: 0 });
  });

  it('a change that rolls back leaves no audit row', async () => {
    const before = (await get('/audit_log?action=user.created', admin.cookie)).json().total;
    await expect(
      t.db.transaction(async (tx) => {
        await recordAudit(tx, { userId: admin.id }, { action: 'user.created', details: {} });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect((await get('/audit_log?action=user.created', admin.cookie)).json().total).toBe(before);
  });

  it('a user update refused by the last-admin rule leaves no row', async () => {
    const before = (await get('/audit_log?action=user.updated', admin.cookie)).json().total;
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/1/users/${admin.id}`,
      payload: { role: 'user' },
      headers: { cookie: admin.cookie },
    });
    expect(res.statusCode).toBe(409);
    expect((await get('/audit_log?action=user.updated', admin.cookie)).json().total).toBe(before);
  });
});
