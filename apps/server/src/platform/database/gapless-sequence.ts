import { sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './database';

/** A table of counters: one row per series (a year, or a year and a kind), with the last number given. */
type SequenceTable = PgTable & { last_sequence: AnyPgColumn };

/**
 * The next number of a gapless sequence (shipment, invoice and credit note numbers). The counter's row is
 * inserted or bumped in the caller's transaction and stays locked until it ends, so a second caller waits
 * for the first to commit (and takes the next number) or roll back (and takes the same one): a number is
 * never skipped nor given twice. `key` names the counter's row, `target` its primary key columns.
 */
export async function nextGaplessSequence(
  db: Db,
  table: SequenceTable,
  key: Record<string, string | number>,
  target: AnyPgColumn[],
): Promise<number> {
  const [row] = await db
    .insert(table)
    .values({ ...key, last_sequence: 1 } as never)
    .onConflictDoUpdate({ target, set: { last_sequence: sql`${table.last_sequence} + 1` } as never })
    .returning({ sequence: table.last_sequence });
  return (row as { sequence: number }).sequence;
}
