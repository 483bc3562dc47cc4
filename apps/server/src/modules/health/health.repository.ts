import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/database/database';

/** True when the database runs a trivial query. */
export async function databaseAnswers(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}

/**
 * When the newest migration applied to the database was made (drizzle records each one's journal `when`), or
 * null when none was (or the table is missing). Throws when the database does not answer.
 */
export async function newestAppliedMigration(db: Db): Promise<number | null> {
  const exists = await db.execute<{ present: boolean }>(
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`,
  );
  if (!exists.rows[0]?.present) return null;
  const result = await db.execute<{ newest: string | number | null }>(
    sql`select max(created_at) as newest from drizzle.__drizzle_migrations`,
  );
  const newest = result.rows[0]?.newest;
  return newest === null || newest === undefined ? null : Number(newest);
}
