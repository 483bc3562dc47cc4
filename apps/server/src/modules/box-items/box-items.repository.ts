import { asc, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/database/database';
import { listSelection, type ParsedListQuery } from '../../platform/list-query';
import { boxItemList } from './box-items.list';
import { boxItems } from './box-items.table';

export type BoxItemRow = typeof boxItems.$inferSelect;
export type BoxItemInsert = typeof boxItems.$inferInsert;

export async function listBoxItems(db: Db, query: ParsedListQuery) {
  const [rows, totals] = await Promise.all([
    db
      .select(listSelection(boxItemList, query.select))
      .from(boxItems)
      .where(query.where)
      .orderBy(...query.orderBy)
      .limit(query.limit)
      .offset(query.offset),
    db.select({ total: count() }).from(boxItems).where(query.where),
  ]);
  return { rows: rows as Partial<BoxItemRow>[], total: totals[0]?.total ?? 0 };
}

export async function findBoxItem(db: Db, id: number): Promise<BoxItemRow | undefined> {
  const [row] = await db.select().from(boxItems).where(eq(boxItems.id, id)).limit(1);
  return row;
}

export async function insertBoxItem(db: Db, values: BoxItemInsert): Promise<BoxItemRow> {
  const [row] = await db.insert(boxItems).values(values).returning();
  return row!;
}

export async function updateBoxItem(db: Db, id: number, values: Partial<BoxItemInsert>): Promise<BoxItemRow> {
  const [row] = await db
    .update(boxItems)
    .set({ ...values, version: sql`${boxItems.version} + 1`, updated_at: sql`now()` })
    .where(eq(boxItems.id, id))
    .returning();
  return row!;
}

export async function deleteBoxItem(db: Db, id: number): Promise<void> {
  await db.delete(boxItems).where(eq(boxItems.id, id));
}

/** What the quotation's shipment totals are computed from. */
export async function shipmentLines(db: Db, quotationId: number) {
  return db
    .select({
      quantity: boxItems.quantity,
      total_cbm: boxItems.total_cbm,
      total_weight: boxItems.total_weight,
      declared_value_amount: boxItems.declared_value_amount,
    })
    .from(boxItems)
    .where(eq(boxItems.quotation_id, quotationId));
}

/** Copies a quotation's box items, in their order, onto another quotation. */
export async function copyBoxItems(db: Db, fromId: number, toId: number): Promise<number> {
  const rows = await db
    .select()
    .from(boxItems)
    .where(eq(boxItems.quotation_id, fromId))
    .orderBy(asc(boxItems.created_at), asc(boxItems.id));
  if (rows.length === 0) return 0;
  await db.insert(boxItems).values(
    rows.map(({ id: _id, version: _v, created_at: _c, updated_at: _u, ...values }) => ({
      ...values,
      quotation_id: toId,
    })),
  );
  return rows.length;
}
