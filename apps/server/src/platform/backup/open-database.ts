import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import type { Config } from '../../config';
import { acquireDataDirLock } from '../database/data-dir-lock';
import { startEmbeddedPostgres } from '../database/embedded-postgres';
import { classifyPidOwner, processFacts } from '../database/stale-postmaster';
import { RestoreRefusedError } from './restore';

export interface OpenedDatabase {
  pool: pg.Pool;
  close(): Promise<void>;
}

const log = (message: string) => console.error(`[shipdesk] ${message}`);

/** The embedded PostgreSQL a running server started, from its postmaster.pid (port on line 4). */
async function runningEmbedded(dataDir: string): Promise<string | undefined> {
  const lines = (await fs.readFile(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').catch(() => ''))
    .split('\n')
    .map((l) => l.trim());
  const pid = Number(lines[0]);
  const port = Number(lines[3]);
  if (!(pid > 0 && port > 0)) return undefined;
  // A zombie or a reused PID is no running server's PostgreSQL.
  const pgDir = path.join(dataDir, 'postgres');
  if (classifyPidOwner(await processFacts(pid), pgDir) === 'gone') return undefined;
  const password = (await fs.readFile(path.join(dataDir, '.postgres-password'), 'utf8')).trim();
  return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/shipdesk`;
}

/**
 * The database to back up: DATABASE_URL; or the embedded one, through the running server's PostgreSQL when
 * a server runs (a backup does not stop the app), else started here for the backup's duration.
 */
export async function openForBackup(config: Config): Promise<OpenedDatabase> {
  if (config.databaseUrl) return poolOnly(config.databaseUrl);
  const running = await runningEmbedded(config.dataDir);
  if (running) return poolOnly(running);
  if (!existsSync(path.join(config.dataDir, 'postgres', 'PG_VERSION')))
    throw new Error(`There is no database in ${config.dataDir} to back up`);
  return startHere(config);
}

/** The database to restore into: DATABASE_URL (checked empty by the restore), or a brand-new embedded one. */
export async function openForRestore(config: Config): Promise<OpenedDatabase> {
  if (config.databaseUrl) return poolOnly(config.databaseUrl);
  if (existsSync(path.join(config.dataDir, 'postgres', 'PG_VERSION')))
    throw new RestoreRefusedError(
      `${config.dataDir} already holds a database: a backup is restored only into an empty data folder`,
    );
  return startHere(config);
}

function poolOnly(url: string): OpenedDatabase {
  const pool = new pg.Pool({ connectionString: url, max: 3 });
  return { pool, close: () => pool.end() };
}

async function startHere(config: Config): Promise<OpenedDatabase> {
  await fs.mkdir(config.dataDir, { recursive: true });
  const lock = await acquireDataDirLock(config.dataDir);
  try {
    const embedded = await startEmbeddedPostgres(config.dataDir, log);
    const pool = new pg.Pool({ connectionString: embedded.url, max: 3 });
    return {
      pool,
      close: async () => {
        await pool.end().catch(() => {});
        await embedded.stop();
        await lock.release();
      },
    };
  } catch (error) {
    await lock.release();
    throw error;
  }
}
