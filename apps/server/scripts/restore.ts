/**
 * `npm run restore <archive.tar>`: loads a backup into an empty database (DATABASE_URL, or a new embedded one
 * in an empty DATA_DIR) and empty file storage; refuses anything that is not empty. docs/operations.md.
 */
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { loadConfig } from '../src/config';
import { openForRestore } from '../src/platform/backup/open-database';
import { RestoreRefusedError, restoreBackup } from '../src/platform/backup/restore';
import { createStorage } from '../src/platform/storage/create-storage';

const config = loadConfig();
const given = process.argv[2];
if (!given) {
  console.error('Usage: npm run restore <archive.tar>');
  process.exit(1);
}
const archive = path.resolve(process.env.INIT_CWD ?? process.cwd(), given);
try {
  if (!config.storage.s3 && (await readdir(config.storage.dir).catch(() => [])).length > 0)
    throw new RestoreRefusedError(
      `${config.storage.dir} is not empty: files are restored only into an empty folder`,
    );
  const database = await openForRestore(config);
  try {
    const manifest = await restoreBackup(database.pool, createStorage(config.storage), archive);
    console.log(
      `[shipdesk] Restored ${archive} (made ${manifest.createdAt}): ${manifest.tables.length} tables, ${manifest.files.length} files`,
    );
  } finally {
    await database.close();
  }
} catch (error) {
  console.error('[shipdesk] Restore failed:', error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
