import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitFor, workerPids } from './cluster-processes';
import { freePort, type ServerProcess, startServer, waitForHealth } from './server-process';

/** A GET on a connection of its own, which either worker may accept. */
function get(port: number, urlPath: string, cookie = ''): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.get(
      { host: '127.0.0.1', port, path: urlPath, agent: false, headers: { cookie } },
      (res) => {
        let body = '';
        res.on('data', (c) => {
          body += c;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      },
    );
    request.on('error', reject);
  });
}

/** `npm start` with WORKERS=2 on the embedded database: the primary owns PostgreSQL, two workers serve. */
describe('WORKERS=2', () => {
  const email = 'cluster@example.com';
  const password = 'a long admin password';
  let dataDir: string;
  let server: ServerProcess;

  beforeAll(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'shipdesk-cluster-'));
    await fs.chmod(dataDir, 0o755);
    server = startServer(
      { DATA_DIR: dataDir, WORKERS: '2', ADMIN_EMAIL: email, ADMIN_PASSWORD: password, LOG_LEVEL: 'warn' },
      await freePort(),
    );
    await waitForHealth(server, 120_000);
    await waitFor(() => server.output().includes('(2 worker processes)'));
  }, 180_000);

  afterAll(async () => {
    if (server.child.exitCode === null) {
      server.child.kill('SIGKILL');
      const pid = Number(
        (await fs.readFile(path.join(dataDir, 'postgres/postmaster.pid'), 'utf8').catch(() => '')).split(
          '\n',
        )[0],
      );
      if (pid > 0) process.kill(pid, 'SIGINT');
    }
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  it('runs two workers; the primary prepared the database once (migrations, admin)', async () => {
    expect(workerPids(server.child.pid!)).toHaveLength(2);
    const out = server.output();
    expect(out.match(/Created a new PostgreSQL cluster/g)).toHaveLength(1);
    expect(out.match(/Created the administrator/g)).toHaveLength(1);

    const pidLines = (await fs.readFile(path.join(dataDir, 'postgres/postmaster.pid'), 'utf8')).split('\n');
    const secret = (await fs.readFile(path.join(dataDir, '.postgres-password'), 'utf8')).trim();
    const client = new pg.Client({
      connectionString: `postgres://postgres:${encodeURIComponent(secret)}@127.0.0.1:${pidLines[3]}/shipdesk`,
    });
    await client.connect();
    try {
      const { rows } = await client.query('select count(*)::int as n from drizzle.__drizzle_migrations');
      const journal = JSON.parse(
        await fs.readFile(path.resolve(import.meta.dirname, '../drizzle/meta/_journal.json'), 'utf8'),
      ) as { entries: unknown[] };
      expect(rows[0].n).toBe(journal.entries.length);
    } finally {
      await client.end();
    }
  });

  it('a session made on one worker works on the other, and the metrics add both up', async () => {
    const login = await fetch(`http://127.0.0.1:${server.port}/api/1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
    expect(login.status).toBe(200);
    const cookie = login.headers.getSetCookie()[0]!.split(';')[0]!;
    // Ten calls on fresh connections, each accepted by whichever worker is free: the session holds on both.
    for (let i = 0; i < 10; i++) expect((await get(server.port, '/api/1/auth/me', cookie)).status).toBe(200);

    const metrics = await get(server.port, '/metrics', cookie);
    expect(metrics.status).toBe(200);
    const line = metrics.body
      .split('\n')
      .find((l) => l.startsWith('shipdesk_http_requests_total{') && l.includes('route="/api/1/auth/me"'));
    expect(line).toMatch(/status="200"\} 10$/);
  });

  it('replaces a worker that dies', async () => {
    const [victim] = workerPids(server.child.pid!);
    process.kill(victim!, 'SIGKILL');
    await waitFor(() => {
      const pids = workerPids(server.child.pid!);
      return pids.length === 2 && !pids.includes(victim!);
    });
    await waitForHealth(server);
    for (let i = 0; i < 4; i++) expect((await get(server.port, '/api/1/health')).status).toBe(200);
  });

  it('SIGTERM lets the workers drain, then stops PostgreSQL', async () => {
    const workers = workerPids(server.child.pid!);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain('Stopped cleanly');
    for (const pid of workers) expect(() => process.kill(pid, 0)).toThrow();
    expect(existsSync(path.join(dataDir, 'postgres', 'postmaster.pid'))).toBe(false);
  });
});
