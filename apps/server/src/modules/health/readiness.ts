import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { Readiness } from '@freight/domain';
import type { Db } from '../../platform/database/database';
import type { Storage } from '../../platform/storage/storage';
import { MIGRATIONS_DIR } from '../../server-paths';
import { databaseAnswers, newestAppliedMigration } from './health.repository';

/** The `when` of the newest migration this server ships (drizzle's journal), read once. */
let shipped: number | undefined;
function newestShippedMigration(): number {
  if (shipped === undefined) {
    const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8')) as {
      entries: { when: number }[];
    };
    shipped = Math.max(0, ...journal.entries.map((e) => e.when));
  }
  return shipped;
}

async function migrationsState(db: Db): Promise<Readiness['migrations']> {
  try {
    const applied = await newestAppliedMigration(db);
    return applied !== null && applied >= newestShippedMigration() ? 'current' : 'pending';
  } catch {
    return 'unknown';
  }
}

/** Writes and removes a small object: proves the store takes writes (disk full, read-only, bad S3 keys). */
async function storageWritable(storage: Storage): Promise<boolean> {
  const key = `health/ready-${process.pid}-${randomBytes(6).toString('hex')}.txt`;
  try {
    await storage.put(key, Readable.from([Buffer.from('ok\n')]), { size: 3, contentType: 'text/plain' });
    await storage.delete(key);
    return true;
  } catch {
    return false;
  }
}

const STORAGE_CHECK_TTL_MS = 10_000;

/**
 * The readiness check. The storage probe writes an object, so its answer is kept for 10 seconds: a load
 * balancer that asks every second does not write to the bucket every second.
 */
export function readinessCheck(db: Db, storage: Storage): () => Promise<Readiness> {
  let storageResult: { ok: boolean; at: number } | undefined;
  return async () => {
    const storageOk = async () => {
      if (!storageResult || Date.now() - storageResult.at > STORAGE_CHECK_TTL_MS || !storageResult.ok)
        storageResult = { ok: await storageWritable(storage), at: Date.now() };
      return storageResult.ok;
    };
    const [database, migrations, storageState] = await Promise.all([
      databaseAnswers(db),
      migrationsState(db),
      storageOk(),
    ]);
    const result = {
      database: database ? ('up' as const) : ('down' as const),
      migrations: database ? migrations : ('unknown' as const),
      storage: storageState ? ('writable' as const) : ('failed' as const),
    };
    const ready =
      result.database === 'up' && result.migrations === 'current' && result.storage === 'writable';
    return { status: ready ? 'ready' : 'unavailable', ...result };
  };
}
