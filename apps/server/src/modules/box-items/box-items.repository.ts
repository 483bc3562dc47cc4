import { asc, eq, type SQL, sql } from 'drizzle-orm';
import { listTablePage, tableRecords } from '../../platform/crud';
import type { Db } from '../../platform/database/database';
import type { ParsedListQuery } from '../../platform/list-query';
import { boxItemList } from './box-items.list';
import { boxItems } from './box-items.table';

/** Find, insert, versioned update and delete of one box item. */
export const boxItemRecords = tableRecords(boxItems);

export function listBoxItems(db: Db, query: ParsedListQuery) {
  return listTablePage(db, query, boxItemList, boxItems);
}

/** The id of the quotation holding a box item, as a subquery: what a change to the item locks first. */
export function quotationOfBoxItem(id: number): SQL {
  return sql`(select ${boxItems.quotation_id} from ${boxItems} where ${boxItems.id} = ${id})`;
}

/** What the quotation's shipment totals are computed from. */
export async function shipmentLines(db: Db, quotationId: number) {
  return db
    .select({
      quantity: boxItems.quantity,
      total_cbm: boxItems.total_cbm,
      total_weight: boxItems.total_weight,
      declared_value_amount: boxItems.declared_value_amount,
      declared_value_currency: boxItems.declared_value_currency,
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
