import fs from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { connectDatabase } from '../src/platform/database/database';
import { DEFAULT_LOAD_SHEDDING } from '../src/platform/load-shedding';
import { startMetricsServer, trackPool } from '../src/platform/metrics';
import { diskStorage } from '../src/platform/storage/disk-storage';
import { freePort } from './server-process';
import { type TestApp, useTestApp } from './test-app';

let t: TestApp;
useTestApp(async (app) => {
  t = app;
  trackPool(t.pool);
});

/**
 * An app of the test's own beside `t`'s, with load shedding off as in `createTestApp`: on a loaded machine a
 * refusal (503, overloaded) would stand in for the answer the test is about.
 */
const ownApp = (deps: Parameters<typeof buildApp>[0]) =>
  buildApp({ loadShedding: { ...DEFAULT_LOAD_SHEDDING, maxEventLoopDelayMs: 0 }, ...deps });

/** The readiness answer when every part is up, and when one is not (the parts that failed over it). */
const READY = { status: 'ready', database: 'up', migrations: 'current', storage: 'writable' };
const unavailable = (failed: Partial<typeof READY>) => ({ ...READY, status: 'unavailable', ...failed });

describe('GET /api/1/health/ready', () => {
  it('is public and says ready when the database answers, migrations are current and storage takes writes', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/1/health/ready' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(READY);
    // The probe leaves nothing behind in the store.
    expect(await fs.readdir(path.join(t.filesDir, 'storage', 'health')).catch(() => [])).toEqual([]);
  });

  it('answers 503 with migrations pending when the database lacks the newest migration', async () => {
    const { rows } = await t.pool.query(
      'delete from drizzle.__drizzle_migrations where id = (select max(id) from drizzle.__drizzle_migrations) returning *',
    );
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/1/health/ready' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual(unavailable({ migrations: 'pending' }));
    } finally {
      const row = rows[0];
      await t.pool.query(
        'insert into drizzle.__drizzle_migrations (id, hash, created_at) values ($1, $2, $3)',
        [row.id, row.hash, row.created_at],
      );
    }
  });

  it('answers 503 with storage failed when files cannot be written', async () => {
    // A storage folder below a plain file: every write fails (ENOTDIR), whoever runs the test.
    const blocker = path.join(t.filesDir, 'not-a-folder');
    await fs.writeFile(blocker, 'x');
    const app = await ownApp({ db: t.db, storage: diskStorage(path.join(blocker, 'files')) });
    try {
      const res = await app.inject({ method: 'GET', url: '/api/1/health/ready' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual(unavailable({ storage: 'failed' }));
    } finally {
      await app.close();
    }
  });

  it('answers 503 with database down when PostgreSQL does not answer', async () => {
    const port = await freePort();
    const nowhere = connectDatabase(`postgres://nobody:nothing@127.0.0.1:${port}/none`);
    const app = await ownApp({ db: nowhere.db, storage: t.storage });
    try {
      const res = await app.inject({ method: 'GET', url: '/api/1/health/ready' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual(unavailable({ database: 'down', migrations: 'unknown' }));
      // Liveness says the same, in its own words.
      expect((await app.inject({ method: 'GET', url: '/api/1/health' })).statusCode).toBe(503);
    } finally {
      await app.close();
      await nowhere.close();
    }
  });
});

describe('/metrics', () => {
  it('are for admins only on the app port: 401 signed out, 403 for a user', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/metrics' })).json()).toEqual({
      error: { code: 'UNAUTHENTICATED', message: 'Not signed in' },
    });
    const { cookie } = await t.signedInUser({ grants: { contacts: ['view'], users: ['view', 'edit'] } });
    const res = await t.app.inject({ method: 'GET', url: '/metrics', headers: { cookie } });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      error: { code: 'FORBIDDEN', message: 'Only administrators can read the metrics' },
    });
  });

  it('count requests by route pattern and status, time them, and report the pool and the event loop', async () => {
    const { cookie } = await t.signedInUser({ role: 'admin' });
    // The counters are the process's: test files run before this one in the same process count too.
    const metricsNow = async () => {
      const res = await t.app.inject({ method: 'GET', url: '/metrics', headers: { cookie } });
      const series =
        /shipdesk_http_requests_total\{method="GET",route="\/api\/1\/contacts\/:id",status="404"\} (\d+)/;
      return { res, count: Number(res.body.match(series)?.[1] ?? 0) };
    };
    const before = (await metricsNow()).count;
    for (let i = 0; i < 3; i++)
      await t.app.inject({ method: 'GET', url: `/api/1/contacts/${900_000 + i}`, headers: { cookie } });
    const { res, count } = await metricsNow();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = res.body;
    // One series for the pattern, not one per id.
    expect(count).toBe(before + 3);
    expect(text).not.toMatch(/route="[^"]*90000/);
    expect(text).toMatch(
      /shipdesk_http_request_duration_seconds_bucket\{le="0\.1",method="GET",route="\/api\/1\/contacts\/:id",status="404"\} \d/,
    );
    expect(text).toMatch(/shipdesk_db_pool_connections\{state="total"\} [1-9]/);
    expect(text).toMatch(/nodejs_eventloop_lag_seconds \d/);
  });

  it('with METRICS_PORT: served on their own port to anyone who reaches it, and not on the app port', async () => {
    const app = await ownApp({ db: t.db, storage: t.storage, metricsToAdmins: false });
    const port = await freePort();
    const server = await startMetricsServer(port, '127.0.0.1');
    try {
      const { cookie } = await t.signedInUser({ role: 'admin' });
      expect((await app.inject({ method: 'GET', url: '/metrics', headers: { cookie } })).statusCode).toBe(
        404,
      );
      const res = await fetch(`http://127.0.0.1:${port}/metrics`);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('# TYPE shipdesk_http_requests_total counter');
      expect((await fetch(`http://127.0.0.1:${port}/other`)).status).toBe(404);
    } finally {
      await server.close();
      await app.close();
    }
  });
});
