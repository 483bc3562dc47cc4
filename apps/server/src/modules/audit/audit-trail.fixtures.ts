import { expect } from 'vitest';
import { type TestApp, useTestApp } from '../../../test/test-app';

/** The client address every audit test's request comes from (the test app trusts X-Forwarded-For). */
export const AUDIT_IP = '203.0.113.7';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface AuditRow {
  id: number;
  action: string;
  user_id: number | null;
  user_name: string | null;
  ip: string | null;
  entity_type: string | null;
  entity_id: number | null;
  details: Record<string, unknown>;
}

/**
 * The calls the audit tests make against one test app: API requests from `AUDIT_IP`, the newest row of an
 * action read through the admin API, and the whole trail as text (no secret may appear in it).
 */
function auditHarness(t: () => TestApp, adminCookie: () => string) {
  const call = (cookie: string | undefined, method: Method, url: string, payload?: object) =>
    t().app.inject({
      method,
      url: `/api/1${url}`,
      payload,
      headers: { ...(cookie ? { cookie } : {}), 'x-forwarded-for': AUDIT_IP },
    });
  async function latest(action: string): Promise<AuditRow> {
    const res = await call(adminCookie(), 'GET', `/audit_log?action=${action}&limit=1`);
    expect(res.statusCode).toBe(200);
    const row = res.json().data[0];
    expect(row, `no ${action} row`).toBeDefined();
    return row;
  }
  async function wholeTrail(): Promise<string> {
    const { rows } = await t().pool.query('select details::text as d from audit_log');
    return rows.map((r: { d: string }) => r.d).join('\n');
  }
  return { call, latest, wholeTrail };
}

/** The app of an audit test file and its signed-in administrator, filled in when the file's tests start. */
interface AuditApp {
  t: TestApp;
  admin: { cookie: string; id: number };
}

/**
 * Registers an audit test file's own app (behind a trusted proxy, so requests come from `AUDIT_IP`) with
 * Ada Admin signed in, and answers it with the harness's calls (`auditHarness`) bound to it.
 */
export function auditTestApp() {
  const app = {} as AuditApp;
  useTestApp(
    async (t) => {
      app.t = t;
      const admin = await t.signedInUser({ role: 'admin', first_name: 'Ada', last_name: 'Admin' });
      app.admin = { cookie: admin.cookie, id: admin.user.id };
    },
    { trustProxy: true },
  );
  return {
    app,
    ...auditHarness(
      () => app.t,
      () => app.admin.cookie,
    ),
  };
}
