import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ServerProcess, startServerOnTestDatabase } from './server-process';

/**
 * The log goes to stdout; whoever reads it (a log shipper, a terminal) may stall. Here the test stops reading
 * the server's stdout altogether while far more log than a pipe holds (64 KB) is written: requests must still
 * be answered, and once reading resumes every line arrives.
 */
describe('a log reader that stops reading', () => {
  let server: ServerProcess;
  let close: () => Promise<void>;

  beforeAll(async () => {
    // debug: every request, health checks included, writes a line (about 300 bytes).
    ({ server, close } = await startServerOnTestDatabase({ LOG_LEVEL: 'debug' }));
  }, 120_000);

  afterAll(() => close?.());

  it('does not hold up requests, and loses no line', async () => {
    server.child.stdout!.pause();
    const base = `http://127.0.0.1:${server.port}/api/1/health?slow-reader=`;
    const answered: number[] = [];
    const started = Date.now();
    for (let batch = 0; batch < 60; batch++) {
      const statuses = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          fetch(`${base}${batch * 20 + i}`, { signal: AbortSignal.timeout(10_000) }).then((r) => r.status),
        ),
      );
      answered.push(...statuses);
    }
    expect(answered.filter((s) => s === 200)).toHaveLength(1200);
    expect(Date.now() - started).toBeLessThan(60_000);

    server.child.stdout!.resume();
    const deadline = Date.now() + 20_000;
    const logged = () => server.output().match(/slow-reader=\d+/g)?.length ?? 0;
    while (logged() < 1200 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    expect(logged()).toBe(1200);
  }, 120_000);
});
