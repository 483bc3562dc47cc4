import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { createTestDatabase } from './test-database';

const SERVER_DIR = path.resolve(import.meta.dirname, '..');

export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

export interface ServerProcess {
  child: ChildProcess;
  port: number;
  output: () => string;
  exited: Promise<number | null>;
}

let built = false;

/** Bundles the current source into dist/main.js (once per test file; esbuild takes well under a second). */
function buildServer(): void {
  if (built) return;
  execFileSync(process.execPath, ['scripts/build.mjs'], { cwd: SERVER_DIR, stdio: 'inherit' });
  built = true;
}

/** Starts the compiled server (`dist/main.js`, built from the current source) as a process, as `npm start` does. */
export function startServer(env: Record<string, string>, port: number): ServerProcess {
  buildServer();
  const child = spawn(process.execPath, ['--enable-source-maps', 'dist/main.js'], {
    cwd: SERVER_DIR,
    env: {
      ...process.env,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      DEMO_DATA: '0',
      FX_FEED_URL: 'off',
      // These processes share a loaded machine with the rest of the suite: shedding load there would answer
      // 503 for reasons no test is about (platform/load-shedding.test.ts covers it).
      OVERLOAD_EVENT_LOOP_DELAY_MS: '0',
      ...env,
      PORT: String(port),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  child.stdout?.on('data', (c) => {
    text += c;
  });
  child.stderr?.on('data', (c) => {
    text += c;
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, port, output: () => text, exited };
}

export async function waitForHealth(server: ServerProcess, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let exited = false;
  void server.exited.then(() => {
    exited = true;
  });
  while (Date.now() < deadline) {
    if (exited) throw new Error(`server exited before it was healthy:\n${server.output()}`);
    try {
      const res = await fetch(`http://127.0.0.1:${server.port}/api/1/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server not healthy within ${timeoutMs} ms:\n${server.output()}`);
}

/**
 * The compiled server on a private test database of its own (see test-database.ts), once healthy; `close`
 * kills it (and its workers) and drops the database.
 */
export async function startServerOnTestDatabase(
  env: Record<string, string>,
  healthTimeoutMs = 90_000,
): Promise<{ server: ServerProcess; close(): Promise<void> }> {
  const database = await createTestDatabase();
  const server = startServer(
    { DATABASE_URL: database.url, ADMIN_PASSWORD: 'a long admin password', ...env },
    await freePort(),
  );
  await waitForHealth(server, healthTimeoutMs);
  return {
    server,
    close: async () => {
      // The process group would be simpler, but the server is not started as a group leader.
      for (const pid of childPids(server.child.pid!)) process.kill(pid, 'SIGKILL');
      server.child.kill('SIGKILL');
      await database.close();
    },
  };
}

function childPids(pid: number): number[] {
  try {
    return execFileSync('ps', ['-o', 'pid=', '--ppid', String(pid)])
      .toString()
      .split('\n')
      .filter((line) => line.trim())
      .map(Number);
  } catch {
    return [];
  }
}
