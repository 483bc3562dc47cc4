import type { Db } from '../database/database';
import { requireVersion } from './record-answers';

/**
 * A versioned update of a record that the caller reaches through a lock of their own: in one transaction,
 * `lock` reads the record as the caller may act on it and locks it (answering its own 404 for what the caller
 * cannot see, 403 for what they may not change), a stale `If-Match` is a 412 before anything is written, and
 * `write` changes the record and records what changed (activity, audit) in the same transaction. The caller
 * reads the answer after the commit, as they see it.
 */
export async function updateUnderLock<Row extends { version: number }>(
  db: Db,
  expectedVersion: number | undefined,
  lock: (tx: Db) => Promise<Row>,
  write: (tx: Db, current: Row) => Promise<void>,
): Promise<void> {
  await db.transaction(async (tx) => {
    const current = await lock(tx);
    requireVersion(current, expectedVersion);
    await write(tx, current);
  });
}
