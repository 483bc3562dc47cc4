import fs from 'node:fs/promises';
import { buildApp } from './app';
import { loadConfig } from './config';
import { purgeExpired } from './modules/auth/auth.service';
import { loadDemoData } from './modules/demo/load-demo-data';
import { startUploadSweeper } from './modules/files/files.service';
import { ensureAdmin } from './modules/users/bootstrap-admin';
import { acquireDataDirLock, DataDirInUseError, type DataDirLock } from './platform/database/data-dir-lock';
import { connectDatabase, type Database } from './platform/database/database';
import { type EmbeddedPostgres, startEmbeddedPostgres } from './platform/database/embedded-postgres';
import { runMigrations } from './platform/database/migrate';
import { createStorage } from './platform/storage/create-storage';

const log = (message: string) => console.log(`[shipdesk] ${message}`);

async function main() {
  const config = loadConfig();
  await fs.mkdir(config.dataDir, { recursive: true });

  let lock: DataDirLock | undefined;
  let embedded: EmbeddedPostgres | undefined;
  let database: Database | undefined;
  const cleanup = async () => {
    await database?.close().catch(() => {});
    await embedded?.stop().catch(() => {});
    await lock?.release().catch(() => {});
  };

  try {
    let url = config.databaseUrl;
    if (!url) {
      lock = await acquireDataDirLock(config.dataDir);
      embedded = await startEmbeddedPostgres(config.dataDir, log);
      url = embedded.url;
    } else {
      log('Using the PostgreSQL server given by DATABASE_URL');
    }
    database = connectDatabase(url);
    await runMigrations(database.pool);

    const admin = await ensureAdmin(database.db, {
      email: config.adminEmail,
      password: config.adminPassword,
      dataDir: config.dataDir,
    });
    if (admin.generatedPassword) {
      log(`Created the administrator ${admin.email} with the password: ${admin.generatedPassword}`);
      log(`(also written to ${config.dataDir}/initial-admin-password; change it after signing in)`);
    } else if (admin.created) {
      log(`Created the administrator ${admin.email} with the password from ADMIN_PASSWORD`);
    }

    const wantDemo = config.demoData ?? Boolean(embedded?.created);
    if (wantDemo) await loadDemoData(database.db, log);

    const storage = createStorage(config.storage);
    log(
      storage.kind === 's3'
        ? `Files are stored in the S3 bucket ${config.storage.s3!.bucket}`
        : `Files are stored in ${config.storage.dir}`,
    );
    const app = await buildApp({
      db: database.db,
      storage,
      uploadTempDir: config.storage.tempDir,
      webDistDir: config.webDistDir,
      logLevel: config.logLevel,
      trustProxy: config.trustProxy,
      ai: config.ai,
    });
    await app.listen({ port: config.port, host: config.host });
    log(
      `ShipDesk is ready at http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${config.port}`,
    );

    const purgeTimer = setInterval(() => purgeExpired(database!.db).catch(() => {}), 60 * 60 * 1000);
    purgeTimer.unref();
    const stopUploadSweeper = startUploadSweeper(database.db, storage);

    let stopping = false;
    const shutdown = async (signal: string) => {
      if (stopping) {
        log('Second signal: exiting at once');
        process.exit(1);
      }
      stopping = true;
      log(`${signal} received: finishing requests and stopping`);
      clearInterval(purgeTimer);
      stopUploadSweeper();
      await app.close().catch(() => {});
      await cleanup();
      log('Stopped cleanly');
      process.exit(0);
    };
    process.on('SIGINT', () => void shutdown('SIGINT'));
    process.on('SIGTERM', () => void shutdown('SIGTERM'));
  } catch (error) {
    await cleanup();
    if (error instanceof DataDirInUseError) {
      console.error(`[shipdesk] ${error.message}`);
      process.exit(2);
    }
    throw error;
  }
}

main().catch((error) => {
  console.error('[shipdesk] Failed to start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
