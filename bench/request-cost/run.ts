import { type ChildProcess, fork } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { loadDemoData } from '../../apps/server/src/modules/demo/load-demo-data';
import { loadLocations } from '../../apps/server/src/modules/locations/locations-loader';
import { ensureAdmin } from '../../apps/server/src/modules/users/bootstrap-admin';
import { connectDatabase } from '../../apps/server/src/platform/database/database';
import { BENCH_ADMIN, type BenchDatabase, startBenchDatabase, writeResult } from '../lib/bench-env';
import { benchLog, benchSetting, runWhenStarted } from '../lib/harness';
import { percentile } from '../lib/load';
import { COUNTS_AT_SCALE, routesAt, type Scale, scaleOf, seedQuotationsAtScale } from './scale';

const log = benchLog('request-cost');
const CONNECTIONS = 32;
/** A short default run (`npm run bench`); BENCH_FULL=1 measures longer slices and more rounds. */
const FULL = process.env.BENCH_FULL === '1';
const SLICE_SECONDS = benchSetting('BENCH_SLICE_SECONDS', FULL ? 6 : 3);
const ROUNDS = benchSetting('BENCH_ROUNDS', FULL ? 3 : 2);

interface ServedRoute {
  name: string;
  statements: number;
  /** The statements' texts as captured, in the order sent. */
  texts: string[];
  shipdesk: string;
  bare: string;
  public: boolean;
}

interface Slice {
  requests: number;
  seconds: number;
  p99: number;
  bytes: number;
  cpuMicros: number;
}

/** The measured process's CPU time so far (user + system), in microseconds. */
function cpuOf(server: ChildProcess): Promise<number> {
  return new Promise((resolve) => {
    const onMessage = (message: { kind: string; usage?: NodeJS.CpuUsage }) => {
      if (message.kind !== 'cpu') return;
      server.off('message', onMessage);
      resolve(message.usage!.user + message.usage!.system);
    };
    server.on('message', onMessage);
    server.send({ kind: 'cpu' });
  });
}

async function slice(
  server: ChildProcess,
  url: string,
  cookie: string | undefined,
  seconds: number,
): Promise<Slice> {
  const cpuBefore = await cpuOf(server);
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: seconds,
    headers: cookie ? { cookie } : {},
  });
  const cpuAfter = await cpuOf(server);
  if (result.non2xx > 0 || result.errors > 0 || result.timeouts > 0)
    throw new Error(
      `${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors, ${result.timeouts} timeouts`,
    );
  return {
    requests: result.requests.total,
    seconds: result.duration,
    p99: result.latency.p99,
    bytes: result.throughput.total,
    cpuMicros: cpuAfter - cpuBefore,
  };
}

const median = (values: number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    50,
  );
const round = (n: number, digits = 2) => +n.toFixed(digits);

function summarize(slices: Slice[]) {
  const requests = slices.reduce((sum, s) => sum + s.requests, 0);
  const seconds = slices.reduce((sum, s) => sum + s.seconds, 0);
  return {
    requestsPerSecond: Math.round(requests / seconds),
    p99: median(slices.map((s) => s.p99)),
    cpuMicrosPerRequest: Math.round(slices.reduce((sum, s) => sum + s.cpuMicros, 0) / requests),
    bytesPerAnswer: Math.round(slices.reduce((sum, s) => sum + s.bytes, 0) / requests),
  };
}

/** One route against its baseline: alternating slices, ratios taken slice pair by slice pair, then the median. */
async function measureRoute(server: ChildProcess, route: ServedRoute, cookie: string) {
  const shipdeskCookie = route.public ? undefined : cookie;
  await slice(server, route.shipdesk, shipdeskCookie, 1);
  await slice(server, route.bare, undefined, 1);
  const shipdesk: Slice[] = [];
  const bare: Slice[] = [];
  for (let r = 0; r < ROUNDS; r++) {
    shipdesk.push(await slice(server, route.shipdesk, shipdeskCookie, SLICE_SECONDS));
    bare.push(await slice(server, route.bare, undefined, SLICE_SECONDS));
  }
  const pairs = shipdesk.map((s, i) => ({
    throughput: s.requests / s.seconds / (bare[i]!.requests / bare[i]!.seconds),
    p99: s.p99 / Math.max(1, bare[i]!.p99),
  }));
  return {
    route: route.name,
    statements: route.statements,
    shipdesk: summarize(shipdesk),
    bare: summarize(bare),
    throughputRatio: round(median(pairs.map((p) => p.throughput))),
    p99Ratio: round(median(pairs.map((p) => p.p99))),
  };
}

async function startServer(
  databaseUrl: string,
  scale: Scale,
): Promise<{ server: ChildProcess; ready: { cookie: string; routes: ServedRoute[] } }> {
  const server = fork(path.join(import.meta.dirname, 'server.ts'), [], {
    // BENCH_SERVER_ARGS adds Node options to the measured process (e.g. `--cpu-prof` to profile it).
    execArgv: ['--import', 'tsx', ...(process.env.BENCH_SERVER_ARGS ?? '').split(' ').filter(Boolean)],
    env: { ...process.env, DATABASE_URL: databaseUrl, BENCH_SCALE: scale },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const ready = await new Promise<{ cookie: string; routes: ServedRoute[] }>((resolve, reject) => {
    server.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
    server.on('message', (message: { kind: string; cookie: string; routes: ServedRoute[] }) => {
      if (message.kind === 'ready') resolve(message);
    });
  });
  return { server, ready };
}

/** The demo data as at a first start: the shipped locations (the quotations' lanes), the admin, the demo. */
async function seedDemoData(db: BenchDatabase) {
  const client = await db.pool.connect();
  try {
    await loadLocations(client);
  } finally {
    client.release();
  }
  const seeding = connectDatabase(db.url);
  // The demo data's quotations are made by the first admin, as at a first start.
  await ensureAdmin(seeding.db, { ...BENCH_ADMIN, dataDir: '/nonexistent' });
  await loadDemoData(seeding.db, log);
  await seeding.close();
}

/**
 * Whether each route measured at scale sent what it sends on the demo data (the statements capture.test.ts
 * holds the routes to): the same statement on a bigger table, or one the size of the data changed.
 */
async function sameAsOnDemoData(routes: ServedRoute[]): Promise<Record<string, boolean>> {
  const file = path.join(import.meta.dirname, '../results/request-cost-statements.json');
  const saved = JSON.parse(await readFile(file, 'utf8')) as Record<string, string[]>;
  return Object.fromEntries(
    routes.map((r) => [r.name, JSON.stringify(saved[r.name]) === JSON.stringify(r.texts)]),
  );
}

/**
 * Every route against its bare baseline on the demo data, or with BENCH_SCALE=1m (or `scale` '1m') the
 * status page at 1,000,000 quotations (`scale.ts`), written to `request-cost-1m.json`.
 */
export async function run(scale: Scale = scaleOf(process.env.BENCH_SCALE)) {
  const db = await startBenchDatabase();
  try {
    const seedSeconds = scale === '1m' ? await seedQuotationsAtScale(db.pool) : await seedDemoData(db);
    const load = os.loadavg()[0]!;
    const { server, ready } = await startServer(db.url, scale);
    try {
      const rows = [];
      // BENCH_ROUTES="tasks,health" measures only those routes.
      const measured = routesAt(scale).map((route) => route.name);
      for (const route of ready.routes) {
        if (!measured.includes(route.name)) continue;
        const row = await measureRoute(server, route, ready.cookie);
        log(
          `${row.route}: ${row.shipdesk.requestsPerSecond} vs ${row.bare.requestsPerSecond} req/s (${row.throughputRatio}), p99 ${row.shipdesk.p99} vs ${row.bare.p99} ms (${row.p99Ratio}), CPU ${row.shipdesk.cpuMicrosPerRequest} vs ${row.bare.cpuMicrosPerRequest} µs/req, ${row.shipdesk.bytesPerAnswer} vs ${row.bare.bytesPerAnswer} B`,
        );
        rows.push(row);
      }
      const name = scale === '1m' ? 'request-cost-1m' : 'request-cost';
      const summary = {
        name,
        date: new Date().toISOString(),
        ...(scale === '1m' && {
          ...COUNTS_AT_SCALE,
          seedSeconds,
          sameStatementsAsOnDemoData: await sameAsOnDemoData(ready.routes),
        }),
        connections: CONNECTIONS,
        sliceSeconds: SLICE_SECONDS,
        rounds: ROUNDS,
        loadAverage: { start: round(load), end: round(os.loadavg()[0]!) },
        routes: rows,
      };
      console.table(
        rows.map((r) => ({
          route: r.route,
          'req/s': r.shipdesk.requestsPerSecond,
          'bare req/s': r.bare.requestsPerSecond,
          ratio: r.throughputRatio,
          p99: r.shipdesk.p99,
          'bare p99': r.bare.p99,
          'p99 ratio': r.p99Ratio,
          'CPU µs': r.shipdesk.cpuMicrosPerRequest,
          'bare CPU µs': r.bare.cpuMicrosPerRequest,
          bytes: r.shipdesk.bytesPerAnswer,
          'bare bytes': r.bare.bytesPerAnswer,
        })),
      );
      await writeResult(name, summary);
      return summary;
    } finally {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.send({ kind: 'stop' });
      await exited;
    }
  } finally {
    await db.stop();
  }
}

await runWhenStarted(import.meta.url, run);
