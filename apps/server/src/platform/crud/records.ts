import { and, eq, getTableName, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgInsertValue, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db } from '../database/database';
import { preparedOnce } from '../database/prepared-once';

/** A table whose rows are addressed by an integer `id`. */
export type IdTable = PgTable & { id: AnyPgColumn };

/** An editable record's table: `recordColumns()` (platform/database/columns.ts) gives it these. */
export type VersionedTable = IdTable & { version: AnyPgColumn; updated_at: AnyPgColumn };

/** Why a versioned update wrote nothing: the record is gone, or it has moved past the expected version. */
export type UpdateMiss = 'missing' | 'stale';

export async function findById<T extends IdTable>(
  db: Db,
  table: T,
  id: number,
): Promise<T['$inferSelect'] | undefined> {
  // The most common statement of all (every detail, every write's check): built once per table and handle.
  const [row] = await preparedOnce(db, `${getTableName(table as PgTable)}_by_id`, (handle, name) =>
    handle
      .select()
      .from(table as PgTable)
      .where(eq(table.id, sql.placeholder('id')))
      .limit(1)
      .prepare(name),
  ).execute({ id });
  return row as T['$inferSelect'] | undefined;
}

async function recordExists(db: Db, table: IdTable, id: number): Promise<boolean> {
  const rows = await db.select({ id: table.id }).from(table).where(eq(table.id, id)).limit(1);
  return rows.length > 0;
}

export async function insertRow<T extends PgTable>(
  db: Db,
  table: T,
  values: PgInsertValue<T>,
): Promise<T['$inferSelect']> {
  const [row] = await db.insert(table).values(values).returning();
  return row as T['$inferSelect'];
}

/** Deletes one row; false when there was none. */
export async function deleteById(db: Db, table: IdTable, id: number): Promise<boolean> {
  const rows = await db.delete(table).where(eq(table.id, id)).returning({ id: table.id });
  return rows.length > 0;
}

/**
 * `UPDATE ... SET ..., version = version + 1, updated_at = now() WHERE id = $1 [AND version = $2] RETURNING *`:
 * the updated row, or why nothing was written. Without `expectedVersion` the last write wins. Telling a
 * stale version from a deleted record costs a second query, run only when nothing was written.
 */
export async function updateVersioned<T extends VersionedTable>(
  db: Db,
  table: T,
  id: number,
  values: PgUpdateSetSource<T>,
  expectedVersion?: number,
): Promise<T['$inferSelect'] | UpdateMiss> {
  const [row] = await db
    .update(table as VersionedTable)
    .set({ ...values, version: sql`${table.version} + 1`, updated_at: sql`now()` })
    .where(
      expectedVersion === undefined
        ? eq(table.id, id)
        : and(eq(table.id, id), eq(table.version, expectedVersion)),
    )
    .returning();
  if (row) return row as T['$inferSelect'];
  if (expectedVersion === undefined) return 'missing';
  return (await recordExists(db, table, id)) ? 'stale' : 'missing';
}
