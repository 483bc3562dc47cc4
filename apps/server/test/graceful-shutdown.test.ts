import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ServerProcess, startServerOnTestDatabase } from './server-process';

type Outcome = { status: number } | { error: string };

/** One GET on a connection of its own (no keep-alive agent), as a burst of new visitors makes them. */
function freshRequest(port: number, path: string): Promise<Outcome> {
  return new Promise((resolve) => {
    const request = http.get({ host: '127.0.0.1', port, path, agent: false }, (response) => {
      response.resume();
      response.on('end', () => resolve({ status: response.statusCode ?? 0 }));
      response.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
    });
    request.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
  });
}

const answered = (o: Outcome) => 'status' in o && (o.status === 200 || o.status === 503);

/** SIGTERM in the middle of a burst on fresh connections (before the drain on shutdown, 24 of 32 were reset). */
describe('shutdown finishes what it accepted', () => {
  let server: ServerProcess;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ server, close } = await startServerOnTestDatabase({}));
  }, 120_000);

  afterAll(() => close());

  it('answers every request sent before SIGTERM (200 or 503) and resets none sent after it', async () => {
    const path = '/api/1/health';
    const burst: Promise<Outcome>[] = [];
    for (let i = 0; i < 64; i++) burst.push(freshRequest(server.port, path));
    // Signal while the burst is in the server's hands: the first answers are back, most are not.
    await Promise.race(burst);
    server.child.kill('SIGTERM');

    // Keep arriving after the signal until the server stops accepting: each is answered or refused, not reset.
    const late: Outcome[] = [];
    for (let i = 0; i < 400; i++) {
      const outcome = await freshRequest(server.port, path);
      late.push(outcome);
      if ('error' in outcome) break;
    }

    const early = await Promise.all(burst);
    expect(early.filter((o) => !answered(o))).toEqual([]);
    expect(early.some((o) => 'status' in o && o.status === 200)).toBe(true);
    const lastLate = late.at(-1)!;
    expect(late.slice(0, -1).filter((o) => !answered(o))).toEqual([]);
    expect(answered(lastLate) || ('error' in lastLate && lastLate.error === 'ECONNREFUSED')).toBe(true);
    expect(late.some((o) => 'status' in o && o.status === 503)).toBe(true);
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain('Stopped cleanly');
  }, 60_000);
});
