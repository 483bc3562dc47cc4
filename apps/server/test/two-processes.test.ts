import fs from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, type ServerProcess, startServer, waitForHealth } from './server-process';
import { isChange, openEventStream } from './sse-client';
import { createTestDatabase } from './test-database';

/** Two server processes on one database, as behind a load balancer: nothing either needs lives in one of them. */
describe('two processes on one database', () => {
  const email = 'twins@example.com';
  const password = 'a long admin password';
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let dataDir: string;
  const servers: ServerProcess[] = [];
  let liveCookie = '';

  beforeAll(async () => {
    database = await createTestDatabase();
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'shipdesk-two-'));
    for (let i = 0; i < 2; i++) {
      const env = {
        DATABASE_URL: database.url,
        ADMIN_EMAIL: email,
        ADMIN_PASSWORD: password,
        DATA_DIR: dataDir,
        // Both processes run the webhook worker (each is a whole server), and the receiver is on loopback.
        SECRET_KEY: 'a-test-secret-key-of-at-least-32-characters',
        WEBHOOKS_ALLOW_PRIVATE: '1',
      };
      servers.push(startServer(env, await freePort()));
    }
    await Promise.all(servers.map((s) => waitForHealth(s)));
  }, 120_000);

  afterAll(async () => {
    for (const s of servers) s.child.kill('SIGTERM');
    await Promise.all(servers.map((s) => s.exited));
    await database.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  const signIn = (server: ServerProcess, pass: string) =>
    fetch(`http://127.0.0.1:${server.port}/api/1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: pass }),
    });

  it('a session made on one process works on the other', async () => {
    const res = await signIn(servers[0]!, password);
    expect(res.status).toBe(200);
    const cookie = res.headers.getSetCookie()[0]!.split(';')[0]!;
    const me = await fetch(`http://127.0.0.1:${servers[1]!.port}/api/1/auth/me`, { headers: { cookie } });
    expect(me.status).toBe(200);
    expect(((await me.json()) as { user: { email: string } }).user.email).toBe(email);
  });

  it('a session signed out on one stops working on the other moments later', async () => {
    const cookie = (await signIn(servers[0]!, password)).headers.getSetCookie()[0]!.split(';')[0]!;
    const meOn = (server: ServerProcess) =>
      fetch(`http://127.0.0.1:${server.port}/api/1/auth/me`, { headers: { cookie } });
    // Both processes have checked (and so keep) the session.
    expect((await meOn(servers[0]!)).status).toBe(200);
    expect((await meOn(servers[1]!)).status).toBe(200);
    const out = await fetch(`http://127.0.0.1:${servers[0]!.port}/api/1/auth/logout`, {
      method: 'POST',
      headers: { cookie },
    });
    expect(out.status).toBe(204);
    expect((await meOn(servers[0]!)).status).toBe(401);
    // The other hears of it through PostgreSQL's NOTIFY: well within 3 s (its copy would live 10 s).
    const deadline = Date.now() + 3_000;
    let status = 0;
    while (Date.now() < deadline && status !== 401) {
      status = (await meOn(servers[1]!)).status;
      if (status !== 401) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(status).toBe(401);
  });

  it('a change made through one reaches an event stream open on the other', async () => {
    const cookie = (await signIn(servers[0]!, password)).headers.getSetCookie()[0]!.split(';')[0]!;
    const stream = await openEventStream(`http://127.0.0.1:${servers[1]!.port}`, cookie);
    expect(stream.status).toBe(200);
    await stream.waitFor((m) => m.retry !== undefined);
    const res = await fetch(`http://127.0.0.1:${servers[0]!.port}/api/1/contacts`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ name: 'Across', last_name: 'Processes' }),
    });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: number };
    await stream.waitFor(isChange('contact', id));
    stream.close();
    liveCookie = cookie;
  });

  it('a webhook event is delivered exactly once although both processes run the delivery worker', async () => {
    const arrivals: string[] = [];
    const receiver = http.createServer((request, response) => {
      request.resume();
      request.on('end', () => {
        arrivals.push(String(request.headers['shipdesk-delivery']));
        response.writeHead(200).end();
      });
    });
    await new Promise<void>((listening) => receiver.listen(0, '127.0.0.1', listening));
    try {
      const cookie = (await signIn(servers[0]!, password)).headers.getSetCookie()[0]!.split(';')[0]!;
      const call = (server: ServerProcess, method: string, url: string, body?: unknown) =>
        fetch(`http://127.0.0.1:${server.port}/api/1${url}`, {
          method,
          headers: { cookie, ...(body ? { 'content-type': 'application/json' } : {}) },
          body: body ? JSON.stringify(body) : undefined,
        });
      const { port } = receiver.address() as AddressInfo;
      const hooks: number[] = [];
      for (const description of ['ERP de Núñez', '会計システム']) {
        const res = await call(servers[0]!, 'POST', '/webhooks', {
          url: `http://127.0.0.1:${port}/hooks`,
          events: ['invoice.paid'],
          description,
        });
        expect(res.status).toBe(201);
        hooks.push(((await res.json()) as { id: number }).id);
      }
      // Twenty events queued through both processes in turn: each commit wakes both workers at once.
      const queued = await Promise.all(
        Array.from({ length: 20 }, (_, i) => call(servers[i % 2]!, 'POST', `/webhooks/${hooks[i % 2]}/test`)),
      );
      expect(queued.map((res) => res.status)).toEqual(Array(20).fill(201));
      const deadline = Date.now() + 20_000;
      while (Date.now() < deadline && arrivals.length < 20) await new Promise((r) => setTimeout(r, 50));
      // A second copy, if either worker sent one, would arrive within this wait.
      await new Promise((r) => setTimeout(r, 1_500));
      expect(arrivals).toHaveLength(20);
      expect(new Set(arrivals).size).toBe(20);
      for (const hook of hooks) {
        const res = await call(servers[1]!, 'GET', `/webhooks/${hook}/deliveries`);
        const { data } = (await res.json()) as { data: { status: string; attempts: number }[] };
        expect(data.map((d) => [d.status, d.attempts])).toEqual(Array(10).fill(['delivered', 1]));
      }
    } finally {
      await new Promise((closed) => receiver.close(closed));
    }
  });

  it('the sign-in throttle counts guesses made on both', async () => {
    for (let i = 0; i < 10; i++) expect((await signIn(servers[i % 2]!, `wrong-${i}`)).status).toBe(401);
    expect((await signIn(servers[0]!, password)).status).toBe(429);
    expect((await signIn(servers[1]!, password)).status).toBe(429);
  });

  it('stops gracefully without waiting on open event streams (they end, the process exits promptly)', async () => {
    const stream = await openEventStream(`http://127.0.0.1:${servers[1]!.port}`, liveCookie);
    await stream.waitFor((m) => m.retry !== undefined);
    const started = Date.now();
    servers[1]!.child.kill('SIGTERM');
    await stream.ended;
    expect(await servers[1]!.exited).toBe(0);
    expect(Date.now() - started).toBeLessThan(8_000);
  });
});
