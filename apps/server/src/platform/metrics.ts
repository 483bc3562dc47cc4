import cluster from 'node:cluster';
import http from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type pg from 'pg';
import client from 'prom-client';
import type { AuthContext } from './auth-context';
import { AppError } from './errors';

/**
 * Prometheus metrics (prom-client's default registry): requests by route and status, their latency, the
 * database pool, and Node's own (event-loop lag, heap, GC, CPU). One set per process; a cluster's primary
 * adds its workers' sets up (`clusterMetrics`).
 */
const registry = client.register;
client.collectDefaultMetrics({ register: registry });

const labelNames = ['method', 'route', 'status'] as const;
const requests = new client.Counter({
  name: 'shipdesk_http_requests_total',
  help: 'HTTP requests answered, by method, route pattern and status',
  labelNames,
});
const duration = new client.Histogram({
  name: 'shipdesk_http_request_duration_seconds',
  help: 'Time from a request arriving to its answer being sent, by method, route pattern and status',
  labelNames,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
});

const pools = new Set<pg.Pool>();
new client.Gauge({
  name: 'shipdesk_db_pool_connections',
  help: 'Database pool connections by state: total open, idle, and requests waiting for one',
  labelNames: ['state'],
  collect() {
    let total = 0;
    let idle = 0;
    let waiting = 0;
    for (const pool of pools) {
      total += pool.totalCount;
      idle += pool.idleCount;
      waiting += pool.waitingCount;
    }
    this.set({ state: 'total' }, total);
    this.set({ state: 'idle' }, idle);
    this.set({ state: 'waiting' }, waiting);
  },
});

/** Reports this pool in `shipdesk_db_pool_connections` until it ends. */
export function trackPool(pool: pg.Pool): void {
  pools.add(pool);
  const end = pool.end.bind(pool);
  pool.end = (async () => {
    pools.delete(pool);
    return end();
  }) as typeof pool.end;
}

// A worker answers its primary's requests for its metrics (prom-client listens once it has an aggregator).
const aggregator = new client.AggregatorRegistry();

const METRICS_CONTENT_TYPE = registry.contentType;

/** This process's metrics, or in a cluster's primary the sum over its workers. */
export function metricsText(): Promise<string> {
  return cluster.isPrimary && Object.keys(cluster.workers ?? {}).length > 0
    ? aggregator.clusterMetrics()
    : registry.metrics();
}

export interface MetricsPluginOptions {
  /** Serve GET /metrics on the app's own port to signed-in admins (when METRICS_PORT is not set). */
  adminRoute: boolean;
  /** The caller behind a session token (the auth module's rule). */
  authenticate: (token: string) => AuthContext | null | Promise<AuthContext | null>;
  cookieName: string;
  /** In a cluster worker: asks the primary for every worker's sum instead of answering this worker's own. */
  source?: () => Promise<string>;
}

/** Counts and times one answer (called from the one hook that runs as each answer has gone, `recordAnswers`). */
export function countAnswer(request: FastifyRequest, reply: FastifyReply): void {
  // The route pattern, never the raw URL (ids would make a series per record); unmatched URLs share one.
  const labels = {
    method: request.method,
    route: request.routeOptions.url ?? 'unmatched',
    status: String(reply.statusCode),
  };
  requests.inc(labels);
  duration.observe(labels, reply.elapsedTime / 1000);
}

/** Optionally serves `/metrics` to admins (answers are counted by `countAnswer`). */
export const metricsPlugin = fp(async (app: FastifyInstance, opts: MetricsPluginOptions) => {
  if (!opts.adminRoute) return;
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    const token = request.cookies[opts.cookieName];
    const auth = token ? await opts.authenticate(token) : null;
    if (!auth) throw AppError.unauthenticated();
    if (auth.user.role !== 'admin') throw AppError.forbidden('Only administrators can read the metrics');
    const text = await (opts.source ?? metricsText)();
    return reply.header('content-type', METRICS_CONTENT_TYPE).header('cache-control', 'no-store').send(text);
  });
});

/** Serves the metrics at `/metrics` on a port of their own (METRICS_PORT), for a Prometheus that scrapes it. */
export async function startMetricsServer(port: number, host: string): Promise<{ close(): Promise<void> }> {
  const server = http.createServer((request, response) => {
    if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found\n');
      return;
    }
    metricsText().then(
      (text) => response.writeHead(200, { 'content-type': METRICS_CONTENT_TYPE }).end(text),
      (error: Error) => response.writeHead(500, { 'content-type': 'text/plain' }).end(`${error.message}\n`),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
