import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { countAnswer } from './metrics';

/** An answer slower than this is logged at warn, whatever it was: what an operator looks for first. */
export const SLOW_REQUEST_MS = 1000;

type RequestLogLevel = 'error' | 'warn' | 'info' | 'debug';

/** pino's numeric levels: a logger writes a line whose level is at or above its own. */
const LEVEL_RANK: Record<string, number> = { trace: 10, debug: 20, info: 30, warn: 40, error: 50, fatal: 60 };

function writes(logger: FastifyBaseLogger, level: RequestLogLevel | 'trace'): boolean {
  return LEVEL_RANK[level]! >= (LEVEL_RANK[logger.level] ?? Number.POSITIVE_INFINITY);
}

/**
 * Requests that happen all day without anyone asking (load balancers' health checks, Prometheus scrapes, the
 * live-update stream each open tab holds, the web app's files): an operator reads them from the metrics, not
 * from the log, so at info they are not logged unless they fail with a 5xx.
 */
function isRoutine(method: string, path: string): boolean {
  if (path === '/metrics' || path.startsWith('/api/1/health') || path === '/api/1/events') return true;
  return !path.startsWith('/api/') && (method === 'GET' || method === 'HEAD');
}

/**
 * The level a finished request is logged at. At `info` (the default) that is what changes or goes wrong:
 * server errors (error), slow answers (warn), refusals (4xx) and writes (info). Successful reads and routine
 * requests are `debug`, so a quiet day's log stays short (docs/operations.md, Logs).
 */
export function requestLogLevel(answer: {
  method: string;
  url: string;
  statusCode: number;
  responseTimeMs: number;
}): RequestLogLevel {
  const query = answer.url.indexOf('?');
  const path = query === -1 ? answer.url : answer.url.slice(0, query);
  if (answer.statusCode >= 500) return 'error';
  if (isRoutine(answer.method, path)) return 'debug';
  if (answer.responseTimeMs >= SLOW_REQUEST_MS) return 'warn';
  if (answer.statusCode >= 400) return 'info';
  if (answer.method !== 'GET' && answer.method !== 'HEAD' && answer.method !== 'OPTIONS') return 'info';
  return 'debug';
}

/**
 * What is kept of every answered request, in one hook as the answer has gone: its count and time in the
 * metrics (`countAnswer`), and one log line at the level `requestLogLevel` picks, in place of Fastify's two
 * lines (incoming, completed) for every request at info. The arrival itself is logged at trace.
 */
export const recordAnswers = fp(async (app: FastifyInstance) => {
  // Both hooks run on every request: they build a log line only when its level is written at all.
  if (writes(app.log, 'trace')) {
    app.addHook('onRequest', async (request) => {
      request.log.trace({ req: { method: request.method, url: request.url } }, 'incoming request');
    });
  }
  // A plain hook rather than an async one: nothing here waits, and a promise per request is not free.
  app.addHook('onResponse', (request, reply, done) => {
    countAnswer(request, reply);
    const responseTime = Math.round(reply.elapsedTime * 10) / 10;
    const level = requestLogLevel({
      method: request.method,
      url: request.url,
      statusCode: reply.statusCode,
      responseTimeMs: responseTime,
    });
    if (writes(request.log, level))
      request.log[level](
        {
          req: { method: request.method, url: request.url },
          res: { statusCode: reply.statusCode },
          responseTime,
        },
        'request completed',
      );
    done();
  });
});
