/**
 * `npm run backup [archive.tar]`: one archive of the database (one consistent snapshot) and the stored files,
 * with a manifest (migration version, SHA-256 of every part). Reads the same settings as the server
 * (DATABASE_URL or DATA_DIR, STORAGE_DIR or S3_*); works while the server runs. docs/operations.md.
 */
import path from 'node:path';
import { loadConfig } from '../src/config';
import { writeBackup } from '../src/platform/backup/backup';
import { openForBackup } from '../src/platform/backup/open-database';
import { createStorage } from '../src/platform/storage/create-storage';

const config = loadConfig();
const stamp = new Date().toISOString().replace(/[:.]/g, '-');
const archive = path.resolve(
  process.env.INIT_CWD ?? process.cwd(),
  process.argv[2] ?? `shipdesk-backup-${stamp}.tar`,
);
const database = await openForBackup(config);
try {
  const manifest = await writeBackup(database.pool, createStorage(config.storage), archive);
  console.log(
    `[shipdesk] Backup written to ${archive}: ${manifest.tables.length} tables, ${manifest.files.length} files, migration ${manifest.migration.count}`,
  );
} catch (error) {
  console.error('[shipdesk] Backup failed:', error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await database.close();
}
