import { eq, sql } from 'drizzle-orm';
import type { PgInsertValue, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db } from '../database/database';
import { findById, type VersionedTable } from './records';

/** The id of the one row of a single-row table. */
const THE_ROW = 1;

/**
 * The record queries of a table that holds one row (the company profile, the pricing settings), bound to it
 * for its repository to export: read it, lock it until the transaction ends (made first when missing, so
 * the lock always has a row to hold), and write it with its version bumped.
 */
export function singleRowRecords<T extends VersionedTable>(table: T) {
  type Row = T['$inferSelect'];
  return {
    find: (db: Db): Promise<Row | undefined> => findById(db, table, THE_ROW),
    lock: async (tx: Db): Promise<Row> => {
      await tx
        .insert(table)
        .values({ id: THE_ROW } as PgInsertValue<T>)
        .onConflictDoNothing();
      const [row] = await tx
        .select()
        .from(table as PgTable)
        .where(eq(table.id, THE_ROW))
        .for('update');
      return row as Row;
    },
    update: async (tx: Db, values: PgUpdateSetSource<T>): Promise<Row> => {
      const [row] = await tx
        .update(table as VersionedTable)
        .set({ ...values, version: sql`${table.version} + 1`, updated_at: sql`now()` })
        .where(eq(table.id, THE_ROW))
        .returning();
      return row as Row;
    },
  };
}
