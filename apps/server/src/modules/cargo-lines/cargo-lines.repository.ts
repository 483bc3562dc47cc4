import { asc, eq, type SQL, sql } from 'drizzle-orm';
import { listTablePage, tableRecords } from '../../platform/crud';
import type { Db } from '../../platform/database/database';
import type { ParsedListQuery } from '../../platform/list-query';
import { cargoLineList } from './cargo-lines.list';
import { cargoLines } from './cargo-lines.table';

/** Find, insert, versioned update and delete of one box item. */
export const cargoLineRecords = tableRecords(cargoLines);

export function listCargoLines(db: Db, query: ParsedListQuery) {
  return listTablePage(db, query, cargoLineList, cargoLines);
}

/** The id of the quotation holding a box item, as a subquery: what a change to the item locks first. */
export function quotationOfCargoLine(id: number): SQL {
  return sql`(select ${cargoLines.quotation_id} from ${cargoLines} where ${cargoLines.id} = ${id})`;
}

/** What the quotation's shipment totals are computed from. */
export async function shipmentLines(db: Db, quotationId: number) {
  return db
    .select({
      quantity: cargoLines.quantity,
      total_cbm: cargoLines.total_cbm,
      total_weight: cargoLines.total_weight,
      declared_value_amount: cargoLines.declared_value_amount,
      declared_value_currency: cargoLines.declared_value_currency,
    })
    .from(cargoLines)
    .where(eq(cargoLines.quotation_id, quotationId));
}

/** Copies a quotation's box items, in their order, onto another quotation. */
export async function copyCargoLines(db: Db, fromId: number, toId: number): Promise<number> {
  const rows = await db
    .select()
    .from(cargoLines)
    .where(eq(cargoLines.quotation_id, fromId))
    .orderBy(asc(cargoLines.created_at), asc(cargoLines.id));
  if (rows.length === 0) return 0;
  await db.insert(cargoLines).values(
    rows.map(({ id: _id, version: _v, created_at: _c, updated_at: _u, ...values }) => ({
      ...values,
      quotation_id: toId,
    })),
  );
  return rows.length;
}
