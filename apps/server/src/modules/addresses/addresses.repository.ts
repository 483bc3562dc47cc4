import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../platform/database/database';
import { listSelection, type ParsedListQuery } from '../../platform/list-query';
import { quotations } from '../quotations/quotations.table';
import { addressList } from './addresses.list';
import { addresses } from './addresses.table';

export type AddressRow = typeof addresses.$inferSelect;
export type AddressInsert = typeof addresses.$inferInsert;

export async function listAddresses(db: Db, query: ParsedListQuery) {
  const [rows, totals] = await Promise.all([
    db
      .select(listSelection(addressList, query.select))
      .from(addresses)
      .where(query.where)
      .orderBy(...query.orderBy)
      .limit(query.limit)
      .offset(query.offset),
    db.select({ total: count() }).from(addresses).where(query.where),
  ]);
  return { rows: rows as Partial<AddressRow>[], total: totals[0]?.total ?? 0 };
}

export async function findAddress(db: Db, id: number): Promise<AddressRow | undefined> {
  const [row] = await db.select().from(addresses).where(eq(addresses.id, id)).limit(1);
  return row;
}

export async function insertAddress(db: Db, values: AddressInsert): Promise<AddressRow> {
  const [row] = await db.insert(addresses).values(values).returning();
  return row!;
}

/** Updates when the version still matches (or none was given); undefined when nothing was written. */
export async function updateAddress(
  db: Db,
  id: number,
  values: Partial<AddressInsert>,
  expectedVersion: number | undefined,
): Promise<AddressRow | undefined> {
  const [row] = await db
    .update(addresses)
    .set({ ...values, version: sql`${addresses.version} + 1`, updated_at: sql`now()` })
    .where(
      expectedVersion === undefined
        ? eq(addresses.id, id)
        : and(eq(addresses.id, id), eq(addresses.version, expectedVersion)),
    )
    .returning();
  return row;
}

export async function deleteAddress(db: Db, id: number): Promise<boolean> {
  const rows = await db.delete(addresses).where(eq(addresses.id, id)).returning({ id: addresses.id });
  return rows.length > 0;
}

/** A new address row with the same values (a duplicate quotation must not share its addresses). */
export async function cloneAddress(db: Db, id: number): Promise<number | undefined> {
  const original = await findAddress(db, id);
  if (!original) return undefined;
  const { id: _id, version: _version, created_at: _created, updated_at: _updated, ...values } = original;
  return (await insertAddress(db, values)).id;
}

/** Deletes those of the given addresses that no quotation uses any more. */
export async function deleteUnusedAddresses(db: Db, ids: readonly number[]): Promise<number> {
  if (ids.length === 0) return 0;
  const rows = await db
    .delete(addresses)
    .where(
      and(
        inArray(addresses.id, [...ids]),
        sql`not exists (select 1 from ${quotations} q
          where q.origin_address_id = ${addresses.id} or q.destination_address_id = ${addresses.id})`,
      ),
    )
    .returning({ id: addresses.id });
  return rows.length;
}
