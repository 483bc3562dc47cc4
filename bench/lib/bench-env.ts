import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import {
  type EmbeddedPostgres,
  startEmbeddedPostgres,
} from '../../apps/server/src/platform/database/embedded-postgres';
import { runMigrations } from '../../apps/server/src/platform/database/migrate';

const ROOT = path.resolve(import.meta.dirname, '../..');
export const BENCH_ADMIN = { email: 'bench-admin@example.com', password: 'bench-admin-password' };

export interface BenchDatabase {
  url: string;
  pool: pg.Pool;
  stop(): Promise<void>;
}

/** A fresh, migrated PostgreSQL for one benchmark: embedded in a temp folder, or DATABASE_URL when set. */
export async function startBenchDatabase(): Promise<BenchDatabase> {
  let embedded: EmbeddedPostgres | undefined;
  let dir: string | undefined;
  let url = process.env.BENCH_DATABASE_URL;
  if (!url) {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'shipdesk-bench-'));
    await fs.chmod(dir, 0o755);
    embedded = await startEmbeddedPostgres(dir, () => {});
    url = embedded.url;
  }
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  pool.on('error', () => {});
  await runMigrations(pool);
  return {
    url,
    pool,
    stop: async () => {
      await pool.end();
      await embedded?.stop();
      if (dir) await fs.rm(dir, { recursive: true, force: true });
    },
  };
}

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

export interface BenchServer {
  baseUrl: string;
  stop(): Promise<void>;
}

/** The real server as its own process (as `npm start` runs it), on the benchmark's database. */
export async function startServerProcess(
  databaseUrl: string,
  env: Record<string, string> = {},
): Promise<BenchServer> {
  const port = await freePort();
  const dataDir = path.join(os.tmpdir(), `shipdesk-bench-data-${port}`);
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: path.join(ROOT, 'apps/server'),
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      DEMO_DATA: '0',
      LOG_LEVEL: 'warn',
      ADMIN_EMAIL: BENCH_ADMIN.email,
      ADMIN_PASSWORD: BENCH_ADMIN.password,
      DATA_DIR: dataDir,
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(`${baseUrl}/api/1/health`)).ok) break;
    } catch {}
    if (child.exitCode !== null) throw new Error('server exited during start-up');
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    baseUrl,
    stop: async () => {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Signs the benchmark's admin in over HTTP and answers the Cookie header for later requests. */
export async function signIn(baseUrl: string): Promise<string> {
  const attempt = () =>
    fetch(`${baseUrl}/api/1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...BENCH_ADMIN, remember: false }),
    });
  let res = await attempt();
  // A server that has just started on a loaded machine may still be shedding load (503): it says when to retry.
  for (let tries = 0; res.status === 503 && tries < 60; tries++) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    res = await attempt();
  }
  if (!res.ok) throw new Error(`sign-in failed: ${res.status}`);
  const cookie = res.headers.get('set-cookie')!.split(';')[0]!;
  return cookie;
}

export async function writeResult(name: string, result: unknown): Promise<void> {
  const file = path.join(ROOT, 'bench/results', `${name}.json`);
  await fs.mkdir(path.dirname(file), { recursive: true });
  await fs.writeFile(file, `${JSON.stringify(result, null, 2)}\n`);
  console.log(`wrote ${path.relative(ROOT, file)}`);
}
