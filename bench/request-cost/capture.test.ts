import { readFileSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadDemoData } from '../../apps/server/src/modules/demo/load-demo-data';
import { type TestApp, useTestApp } from '../../apps/server/test/test-app';
import { captureRoute } from './capture-routes';
import { MEASURED_ROUTES, type RouteIds } from './routes';

/** What the last benchmark run captured and its bare app replayed (written by server.ts). */
const savedFile = path.join(import.meta.dirname, '../results/request-cost-statements.json');
const saved = JSON.parse(readFileSync(savedFile, 'utf8')) as Record<string, string[]>;
/**
 * A route that changes its statements on purpose makes the saved baseline stale: with
 * UPDATE_REQUEST_COST_STATEMENTS=1 this test writes what the routes send now, as the benchmark would.
 */
const updating = process.env.UPDATE_REQUEST_COST_STATEMENTS === '1';
const current: Record<string, string[]> = {};
afterAll(() => {
  if (updating) writeFileSync(savedFile, `${JSON.stringify({ ...saved, ...current }, null, 2)}\n`);
});

let t: TestApp;
let baseUrl: string;
let cookie: string;
let ids: RouteIds;
useTestApp(
  async (app) => {
    t = app;
    const admin = await t.createUser({ role: 'admin' });
    await loadDemoData(t.db, () => {});
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    cookie = await t.login(admin.email);
    const quotation = await t.pool.query<{ id: number }>(
      'select quotation_id as id from cost_items group by quotation_id order by count(*) desc, quotation_id limit 1',
    );
    const root = await t.call('GET', '/folders/root', cookie);
    ids = { quotationId: quotation.rows[0]!.id, folderId: root.json().id };
  },
  // The dashboard's company-wide sections kept, as the benchmarked server keeps them (tests turn that off), and
  // for the whole file, so what is captured is the steady state however slowly the machine answers.
  { dashboardCacheMs: 60_000 },
);

describe('the request-cost baseline runs what the routes send', () => {
  it.each(MEASURED_ROUTES.map((route) => [route.name, route] as const))('%s', async (_name, route) => {
    await captureRoute(baseUrl, cookie, route, ids);
    let captured: Awaited<ReturnType<typeof captureRoute>> | undefined;
    // Drizzle's own log of the request: the baseline must hold exactly these, in this order.
    const sent = await t.recordStatements(async () => {
      captured = await captureRoute(baseUrl, cookie, route, ids, 0);
    });
    const texts = captured!.statements.map((s) => s.text);
    expect(texts).toEqual(sent);
    current[route.name] = texts;
    if (updating) return;
    // And the statements the saved baseline was made from are still what the route sends.
    expect(saved[route.name]).toEqual(texts);
  });
});
