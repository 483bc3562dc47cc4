import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshGet, hung, isRunning, type Outcome, waitFor, workerPids } from './cluster-processes';
import { freePort, type ServerProcess, startServer, waitForHealth } from './server-process';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * `kill -9` of a cluster's primary (WORKERS=2, embedded PostgreSQL): nothing waits forever, the workers exit
 * on their own, and the next start on the same data folder and port serves at the first attempt, taking
 * over the PostgreSQL the killed primary left running.
 */
describe('WORKERS=2: kill -9 of the primary', () => {
  const env = { WORKERS: '2', ADMIN_PASSWORD: 'a long admin password' };
  let dataDir: string;
  let port: number;
  let first: ServerProcess;
  let second: ServerProcess | undefined;

  const postmasterPid = async () =>
    Number((await fs.readFile(path.join(dataDir, 'postgres/postmaster.pid'), 'utf8')).split('\n')[0]);

  beforeAll(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'shipdesk-primary-kill-'));
    await fs.chmod(dataDir, 0o755);
    port = await freePort();
    first = startServer({ ...env, DATA_DIR: dataDir }, port);
    await waitForHealth(first, 120_000);
    await waitFor(() => first.output().includes('(2 worker processes)'), 60_000);
  }, 180_000);

  afterAll(async () => {
    for (const server of [first, second]) {
      if (!server || server.child.exitCode !== null) continue;
      for (const pid of workerPids(server.child.pid!)) process.kill(pid, 'SIGKILL');
      server.child.kill('SIGKILL');
    }
    const pid = await postmasterPid().catch(() => 0);
    if (pid > 0 && isRunning(pid)) process.kill(pid, 'SIGINT');
    await sleep(500);
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  it('leaves no request waiting, the workers exit, and a restart at once serves', async () => {
    const workers = workerPids(first.child.pid!);
    expect(workers).toHaveLength(2);
    const orphan = await postmasterPid();
    const outcomes: Outcome[] = [];
    let sending = true;
    const client = async () => {
      while (sending) outcomes.push(await freshGet(port, '/api/1/health'));
    };
    const clients = Array.from({ length: 4 }, client);
    await sleep(500);
    first.child.kill('SIGKILL');
    await first.exited;
    // The next start right away, while requests keep coming and the old workers may still be finishing.
    second = startServer({ ...env, DATA_DIR: dataDir }, port);
    await waitFor(() => workers.every((pid) => !isRunning(pid)), 30_000);
    sending = false;
    await Promise.all(clients);
    expect(hung(outcomes), `${outcomes.length} requests`).toEqual([]);
    expect(outcomes.some((o) => 'status' in o && o.status === 200)).toBe(true);

    await waitForHealth(second, 120_000);
    await waitFor(() => second!.output().includes('(2 worker processes)'), 60_000);
    expect(second.output()).toContain(`Stopping a PostgreSQL (pid ${orphan}) left running`);
    expect(second.output()).not.toMatch(/Failed to start|exited \(/);
    const login = await fetch(`http://127.0.0.1:${port}/api/1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@example.com', password: env.ADMIN_PASSWORD }),
    });
    expect(login.status).toBe(200);

    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
    expect(existsSync(path.join(dataDir, 'postgres', 'postmaster.pid'))).toBe(false);
  }, 180_000);
});
