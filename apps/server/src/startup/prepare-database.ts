import fs from 'node:fs/promises';
import type { Config } from '../config';
import { loadDemoData } from '../modules/demo/load-demo-data';
import { loadLocations } from '../modules/locations/locations-loader';
import { ensureAdmin } from '../modules/users/bootstrap-admin';
import { acquireDataDirLock, type DataDirLock } from '../platform/database/data-dir-lock';
import { connectDatabase, type Database } from '../platform/database/database';
import { type EmbeddedPostgres, startEmbeddedPostgres } from '../platform/database/embedded-postgres';
import { runMigrations } from '../platform/database/migrate';

export interface PreparedDatabase {
  /** Where the database is: DATABASE_URL, or the embedded PostgreSQL this process started. */
  url: string;
  database: Database;
  /** Closes the pool, then stops the embedded PostgreSQL and frees the data folder (if this process owns them). */
  close(): Promise<void>;
}

/**
 * What one process does once before anything serves requests: owns the data folder and the embedded
 * PostgreSQL (unless DATABASE_URL is given), migrates, makes the first admin, loads the demo data. In a
 * cluster the primary does it, and the workers only connect to `url`.
 */
export async function prepareDatabase(
  config: Config,
  log: (message: string) => void,
): Promise<PreparedDatabase> {
  await fs.mkdir(config.dataDir, { recursive: true });
  let lock: DataDirLock | undefined;
  let embedded: EmbeddedPostgres | undefined;
  let database: Database | undefined;
  const close = async () => {
    await database?.close().catch(() => {});
    await embedded?.stop().catch(() => {});
    await lock?.release().catch(() => {});
  };

  try {
    let url = config.databaseUrl;
    if (!url) {
      lock = await acquireDataDirLock(config.dataDir);
      // Each process keeps a pool of up to 10 connections and one for live updates (LISTEN); leave room for
      // them all and for psql.
      embedded = await startEmbeddedPostgres(config.dataDir, log, {
        maxConnections: 20 + 11 * (config.workers + 1),
      });
      url = embedded.url;
    } else {
      log('Using the PostgreSQL server given by DATABASE_URL');
    }
    database = connectDatabase(url);
    await runMigrations(database.pool, loadLocations);

    const admin = await ensureAdmin(database.db, {
      email: config.adminEmail,
      password: config.adminPassword,
      dataDir: config.dataDir,
    });
    if (admin.generatedPassword) {
      log(`Created the administrator ${admin.email} with the password: ${admin.generatedPassword}`);
      log(
        `(the password alone is also in ${config.dataDir}/initial-admin-password; change it after signing in)`,
      );
    } else if (admin.created) {
      log(`Created the administrator ${admin.email} with the password from ADMIN_PASSWORD`);
    }

    const wantDemo = config.demoData ?? Boolean(embedded?.created);
    if (wantDemo) await loadDemoData(database.db, log);
    return { url, database, close };
  } catch (error) {
    await close();
    throw error;
  }
}
