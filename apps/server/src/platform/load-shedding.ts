import underPressure from '@fastify/under-pressure';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export interface LoadShedding {
  /** Mean event-loop delay (ms) over a sample above which requests are refused; 0 turns shedding off. */
  maxEventLoopDelayMs: number;
  /** What `Retry-After` tells a refused client to wait, in seconds. */
  retryAfterSeconds: number;
  /** How often the delay is sampled (ms): a refusal lasts at least this long, and so does the recovery. */
  sampleIntervalMs: number;
}

export const DEFAULT_LOAD_SHEDDING: LoadShedding = {
  maxEventLoopDelayMs: 1000,
  retryAfterSeconds: 10,
  sampleIntervalMs: 1000,
};

/** The error `@fastify/under-pressure` refuses a request with. */
export function isOverloadRefusal(error: unknown): boolean {
  return (error as { code?: string } | undefined)?.code === 'FST_UNDER_PRESSURE';
}

export const OVERLOADED_MESSAGE = 'The server is overloaded. Try again in a few seconds.';

/**
 * Under more load than it can serve, a server that queues every request answers all of them too late and
 * grows its memory without bound. When the event loop falls behind by more than the threshold (it is what
 * every request waits on), new requests are answered at once with 503 and `Retry-After`, the usual error body,
 * until a sample shows the loop caught up again.
 */
export const loadShedding = fp(async (app: FastifyInstance, options: LoadShedding) => {
  if (options.maxEventLoopDelayMs <= 0) return;
  await app.register(underPressure, {
    maxEventLoopDelay: options.maxEventLoopDelayMs,
    sampleInterval: options.sampleIntervalMs,
    // The plugin sets 503 and Retry-After and hands its error to the error handler (isOverloadRefusal).
    retryAfter: options.retryAfterSeconds,
  });
});
