import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { type TestApp, useTestApp } from '../../test/test-app';
import { OVERLOADED_MESSAGE } from './load-shedding';

let t: TestApp;
useTestApp(
  (app) => {
    t = app;
  },
  { loadShedding: { maxEventLoopDelayMs: 200, retryAfterSeconds: 7, sampleIntervalMs: 50 } },
);

/** Holds the event loop as a request that computes for too long would. */
function blockEventLoop(ms: number): void {
  const until = performance.now() + ms;
  while (performance.now() < until) {}
}

/** Calls the liveness check every few milliseconds until it answers `status` (or `withinMs` pass). */
async function healthUntil(status: number, withinMs: number) {
  const until = performance.now() + withinMs;
  for (;;) {
    const res = await t.app.inject({ url: '/api/1/health' });
    if (res.statusCode === status || performance.now() > until) return res;
    await sleep(5);
  }
}

describe('load shedding', () => {
  it('answers 503 with Retry-After while the event loop is behind, and serves again once it caught up', async () => {
    expect((await healthUntil(200, 5000)).statusCode).toBe(200);

    // The loop is held again and again, as a burst of heavy requests would, rather than once: one long block
    // is a single sample in the delay histogram and, on a busy machine, the samples around it can average it
    // below the threshold before the sampler reads it.
    let refused = await t.app.inject({ url: '/api/1/health' });
    for (let round = 0; round < 20 && refused.statusCode !== 503; round += 1) {
      blockEventLoop(400);
      refused = await t.app.inject({ url: '/api/1/health' });
    }
    expect(refused.statusCode, refused.body).toBe(503);
    expect(refused.headers['retry-after']).toBe('7');
    expect(refused.json()).toEqual({ error: { code: 'SERVICE_UNAVAILABLE', message: OVERLOADED_MESSAGE } });

    const recovered = await healthUntil(200, 5000);
    expect(recovered.statusCode, recovered.body).toBe(200);
    expect(recovered.json()).toEqual({ status: 'ok', database: 'up' });
  });
});
