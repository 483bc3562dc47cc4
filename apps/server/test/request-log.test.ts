import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ServerProcess, startServerOnTestDatabase } from './server-process';

/** The server's own log, as an operator reads it (LOG_LEVEL=info, JSON lines on stdout). */
describe('request ids in the log', () => {
  let server: ServerProcess;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ server, close } = await startServerOnTestDatabase({ LOG_LEVEL: 'info' }));
  }, 120_000);

  afterAll(() => close?.());

  const lines = () =>
    server
      .output()
      .split('\n')
      .filter((l) => l.startsWith('{'))
      .map(
        (l) => JSON.parse(l) as { msg: string; reqId?: string; level: number; res?: { statusCode: number } },
      );

  async function loggedLines(ids: string[]) {
    const deadline = Date.now() + 10_000;
    while (!ids.every((id) => lines().some((l) => l.reqId === id && l.msg === 'request completed'))) {
      if (Date.now() > deadline) throw new Error(`not every request was logged:\n${server.output()}`);
      await new Promise((r) => setTimeout(r, 100));
    }
    return lines().filter((l) => !l.msg.startsWith('Server listening'));
  }

  it('at info, logs refusals and writes once each with their id, which the answer names in X-Request-Id', async () => {
    const base = `http://127.0.0.1:${server.port}`;
    const answers = await Promise.all([
      fetch(`${base}/api/1/contacts`),
      fetch(`${base}/api/1/no-such-route`),
      fetch(`${base}/api/1/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-request-id': 'forged' },
        body: JSON.stringify({ email: 'admin@example.com', password: 'wrong password' }),
      }),
      fetch(`${base}/api/1/auth/logout`, { method: 'POST' }),
    ]);
    expect(answers.map((a) => a.status)).toEqual([401, 404, 401, 204]);
    const ids = answers.map((a) => a.headers.get('x-request-id') ?? '');
    for (const id of ids)
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(new Set(ids).size).toBe(ids.length);

    const requestLines = await loggedLines(ids);
    expect(requestLines.filter((l) => !l.reqId)).toEqual([]);
    // One line per request (no separate "incoming request" line at info), at info (30).
    for (const id of ids) {
      expect(requestLines.filter((l) => l.reqId === id).map((l) => [l.msg, l.level])).toEqual([
        ['request completed', 30],
      ]);
    }
    expect(requestLines.some((l) => l.reqId === 'forged')).toBe(false);
  });

  it('at info, leaves out health checks, metrics, the web app and successful reads', async () => {
    const base = `http://127.0.0.1:${server.port}`;
    const quiet = await Promise.all([
      fetch(`${base}/api/1/health`),
      fetch(`${base}/api/1/health/ready`),
      fetch(`${base}/metrics`),
      fetch(`${base}/`),
      fetch(`${base}/api/1/auth/session`),
    ]);
    for (const answer of quiet) expect(answer.status).toBeLessThan(500);
    // A request after them that is logged: once its line is there, theirs would be too.
    const marker = await fetch(`${base}/api/1/no-such-route`);
    const markerId = marker.headers.get('x-request-id')!;
    const requestLines = await loggedLines([markerId]);
    const quietIds = quiet.map((a) => a.headers.get('x-request-id'));
    expect(requestLines.filter((l) => quietIds.includes(l.reqId ?? ''))).toEqual([]);
  });
});
