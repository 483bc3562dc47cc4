import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, type ServerProcess, startServer, waitForHealth } from './server-process';
import { createTestDatabase } from './test-database';

/** Two server processes on one database, as behind a load balancer: nothing either needs lives in one of them. */
describe('two processes on one database', () => {
  const email = 'twins@example.com';
  const password = 'a long admin password';
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let dataDir: string;
  const servers: ServerProcess[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'shipdesk-two-'));
    for (let i = 0; i < 2; i++) {
      const env = {
        DATABASE_URL: database.url,
        ADMIN_EMAIL: email,
        ADMIN_PASSWORD: password,
        DATA_DIR: dataDir,
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

  it('the sign-in throttle counts guesses made on both', async () => {
    for (let i = 0; i < 10; i++) expect((await signIn(servers[i % 2]!, `wrong-${i}`)).status).toBe(401);
    expect((await signIn(servers[0]!, password)).status).toBe(429);
    expect((await signIn(servers[1]!, password)).status).toBe(429);
  });
});
