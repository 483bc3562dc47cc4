import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ServerProcess, startServerOnTestDatabase } from './server-process';

/** What the server sent on a raw connection, once it closed it (or what was there when `boundMs` ran out). */
function rawExchange(
  port: number,
  send: string,
  boundMs = 20_000,
): Promise<{ closed: boolean; text: string }> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(send));
    let text = '';
    socket.on('data', (chunk) => {
      text += chunk.toString();
    });
    const timer = setTimeout(() => {
      socket.destroy();
      resolve({ closed: false, text });
    }, boundMs);
    socket.on('close', () => {
      clearTimeout(timer);
      resolve({ closed: true, text });
    });
    socket.on('error', () => {});
  });
}

/**
 * Clients that stop halfway or leave a connection idle are let go after the configured times, so nothing holds
 * a connection without bound. The times here are short; each check allows a generous 20 s on a busy machine
 * (the defaults would keep each of these connections for a minute or more, the unfinished body for ever).
 */
describe('server timeouts', () => {
  let server: ServerProcess;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ server, close } = await startServerOnTestDatabase({
      HEADERS_TIMEOUT_MS: '1000',
      REQUEST_TIMEOUT_MS: '2000',
      KEEP_ALIVE_TIMEOUT_MS: '1000',
    }));
  }, 120_000);

  afterAll(() => close());

  it('answers 408 and closes a connection whose headers never end (HEADERS_TIMEOUT_MS)', async () => {
    const result = await rawExchange(server.port, 'GET /api/1/health HTTP/1.1\r\nHost: localhost\r\n');
    expect(result.closed).toBe(true);
    expect(result.text).toMatch(/^HTTP\/1\.1 408/);
  }, 30_000);

  it('answers 408 and closes a request whose body never ends (REQUEST_TIMEOUT_MS)', async () => {
    const result = await rawExchange(
      server.port,
      'POST /api/1/auth/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
        'Content-Length: 1000\r\n\r\n{"email":',
    );
    expect(result.closed).toBe(true);
    expect(result.text).toMatch(/^HTTP\/1\.1 408/);
  }, 30_000);

  it('closes an idle keep-alive connection after its answer (KEEP_ALIVE_TIMEOUT_MS)', async () => {
    const result = await rawExchange(
      server.port,
      'GET /api/1/health HTTP/1.1\r\nHost: localhost\r\nConnection: keep-alive\r\n\r\n',
    );
    expect(result.text).toMatch(/^HTTP\/1\.1 200/);
    expect(result.closed).toBe(true);
  }, 30_000);
});
