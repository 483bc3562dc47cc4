import type { PgInsertValue, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db } from '../database/database';
import { deleteById, findById, insertRow, updateVersioned, type VersionedTable } from './records';

/**
 * One editable table's record queries, bound to it for its repository to export: find by id, insert, the
 * versioned update (`updateVersioned`) and delete by id. Anything else a module needs is its own SQL.
 */
export function tableRecords<T extends VersionedTable>(table: T) {
  return {
    find: (db: Db, id: number) => findById(db, table, id),
    insert: (db: Db, values: PgInsertValue<T>) => insertRow(db, table, values),
    update: (db: Db, id: number, values: PgUpdateSetSource<T>, expectedVersion?: number) =>
      updateVersioned(db, table, id, values, expectedVersion),
    /** False when there was no such record. */
    remove: (db: Db, id: number) => deleteById(db, table, id),
  };
}
