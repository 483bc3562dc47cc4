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
  /** The server's process (its IPC channel when started with `ipc`). */
  process: ChildProcess;
  stop(): Promise<void>;
}

let bundled: Promise<void> | undefined;

/**
 * The server bundled as `npm start` bundles it (apps/server/dist/main.js from the current source), once per
 * benchmark run: a few seconds, against the minutes a build of the web app too would take.
 */
function bundleServer(): Promise<void> {
  bundled ??= new Promise((resolve, reject) => {
    const build = spawn(process.execPath, [path.join(ROOT, 'apps/server/scripts/build.mjs')], {
      stdio: 'inherit',
    });
    build.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`server build exited ${code}`))));
  });
  return bundled;
}

interface ServerProcessOptions {
  /** Node options before the launcher's own (`--expose-gc`, `--import <probe>`). */
  nodeOptions?: string[];
  /** An IPC channel to the process (for a probe loaded with `--import`). */
  ipc?: boolean;
  /** What becomes of the server's standard output: its log lines (a soak at `info` writes one per request). */
  stdout?: 'inherit' | 'ignore';
}

/** The flags `npm run start:prod` gives Node (package.json), read from there so that the two cannot drift. */
async function productionNodeFlags(): Promise<string[]> {
  const manifest = JSON.parse(await fs.readFile(path.join(ROOT, 'package.json'), 'utf8'));
  const words = (manifest.scripts['start:prod'] as string).split(/\s+/);
  return words.slice(words.indexOf('node') + 1, words.indexOf('scripts/start.mjs'));
}

/**
 * The real server as its own process, as `npm run start:prod` runs it: the bundle through
 * scripts/start.mjs with its Node flags (source maps, the heap's limit), no TypeScript loader in the process (tsx alone holds some 50 MB), on
 * the benchmark's database.
 */
export async function startServerProcess(
  databaseUrl: string,
  env: Record<string, string> = {},
  options: ServerProcessOptions = {},
): Promise<BenchServer> {
  await bundleServer();
  const port = await freePort();
  const dataDir = path.join(os.tmpdir(), `shipdesk-bench-data-${port}`);
  const args = [
    ...(await productionNodeFlags()),
    ...(options.nodeOptions ?? []),
    'scripts/start.mjs',
    '--no-build',
  ];
  const child: ChildProcess = spawn(process.execPath, args, {
    cwd: ROOT,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      DEMO_DATA: '0',
      LOG_LEVEL: 'warn',
      ADMIN_EMAIL: BENCH_ADMIN.email,
      ADMIN_PASSWORD: BENCH_ADMIN.password,
      DATA_DIR: dataDir,
      // No daily download of exchange rates from the benchmark's machine.
      FX_FEED_URL: 'off',
      ...env,
    },
    stdio: ['ignore', options.stdout ?? 'inherit', 'inherit', ...(options.ipc ? ['ipc' as const] : [])],
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
    process: child,
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
