import { and, asc, between, eq, inArray, ne, sql } from 'drizzle-orm';
import { singleRowRecords } from '../../platform/crud';
import type { Db } from '../../platform/database/database';
import { isPgError, PG } from '../../platform/database/pg-errors';
import { shipmentCharges, shipments } from '../shipments/shipments.table';
import { userDisplayNameSql } from '../users/user-summary.sql';
import { users } from '../users/users.table';
import { supplierBillSettings, supplierInvoiceLines, supplierInvoices } from './supplier-bills.table';

export type SupplierInvoiceInsert = typeof supplierInvoices.$inferInsert;
export type SupplierInvoiceLineInsert = typeof supplierInvoiceLines.$inferInsert;
export type SupplierBillSettingsRow = typeof supplierBillSettings.$inferSelect;

export const supplierBillSettingsRecords = singleRowRecords(supplierBillSettings);

export const isDuplicateNumber = (error: unknown) =>
  isPgError(error, PG.uniqueViolation, 'supplier_invoices_number_key');

/** The bills of some shipments' or some ids, oldest first, with the name of who decided each. */
function billsWhere(db: Db, where: ReturnType<typeof eq>) {
  return db
    .select({ bill: supplierInvoices, decided_by_name: userDisplayNameSql(users) })
    .from(supplierInvoices)
    .leftJoin(users, eq(users.id, supplierInvoices.decided_by))
    .where(where)
    .orderBy(asc(supplierInvoices.date), asc(supplierInvoices.id));
}

export function billsOfShipment(db: Db, shipmentId: number) {
  return billsWhere(db, eq(supplierInvoices.shipment_id, shipmentId));
}

export async function billById(db: Db, id: number) {
  return (await billsWhere(db, eq(supplierInvoices.id, id)))[0];
}

export function linesOfBills(db: Db, billIds: readonly number[]) {
  if (billIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(supplierInvoiceLines)
    .where(inArray(supplierInvoiceLines.supplier_invoice_id, [...billIds]))
    .orderBy(asc(supplierInvoiceLines.id));
}

/**
 * Per charge of the shipment, what bills not disputed charged for it: in the cost's currency (the variance)
 * and in the shipment's (the profit). Sums of amounts stored at their minor unit are exact in numeric.
 */
export async function billedPerCharge(db: Db, shipmentId: number) {
  const rows = await db
    .select({
      charge_id: supplierInvoiceLines.charge_id,
      cost_amount: sql<string>`sum(${supplierInvoiceLines.cost_amount})`,
      shipment_amount: sql<string>`sum(${supplierInvoiceLines.shipment_amount})`,
    })
    .from(supplierInvoiceLines)
    .innerJoin(supplierInvoices, eq(supplierInvoices.id, supplierInvoiceLines.supplier_invoice_id))
    .where(and(eq(supplierInvoices.shipment_id, shipmentId), ne(supplierInvoices.status, 'disputed')))
    .groupBy(supplierInvoiceLines.charge_id);
  return new Map(
    rows.map((row) => [
      row.charge_id,
      { cost_amount: Number(row.cost_amount), shipment_amount: Number(row.shipment_amount) },
    ]),
  );
}

/** Bills of one shipment are recorded one at a time, so each is checked against the bills before it. */
export async function lockBillsOfShipment(db: Db, shipmentId: number): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext('shipdesk:supplier_bills'), ${shipmentId})`);
}

export async function insertBill(
  db: Db,
  bill: SupplierInvoiceInsert,
  lines: readonly Omit<SupplierInvoiceLineInsert, 'supplier_invoice_id'>[],
) {
  const [row] = await db.insert(supplierInvoices).values(bill).returning();
  await db
    .insert(supplierInvoiceLines)
    .values(lines.map((line) => ({ ...line, supplier_invoice_id: row!.id })));
  return row!;
}

export async function lockBill(db: Db, id: number) {
  const [row] = await db.select().from(supplierInvoices).where(eq(supplierInvoices.id, id)).for('update');
  return row;
}

export async function decideBill(
  db: Db,
  id: number,
  decision: { status: 'approved' | 'disputed'; decision_note: string; decided_by: number },
) {
  await db
    .update(supplierInvoices)
    .set({
      ...decision,
      decided_at: sql`now()`,
      version: sql`${supplierInvoices.version} + 1`,
      updated_at: sql`now()`,
    })
    .where(eq(supplierInvoices.id, id));
}

/**
 * The bills dated in the period that the journal posts (a disputed bill is owed nothing), oldest first, with
 * the quotation whose kept rates convert them and each line's cost category.
 */
export async function journalBillsIn(db: Db, from: string, to: string) {
  const bills = await db
    .select({
      id: supplierInvoices.id,
      supplier: supplierInvoices.supplier,
      number: supplierInvoices.number,
      date: supplierInvoices.date,
      currency: supplierInvoices.currency,
      quotation_id: shipments.quotation_id,
    })
    .from(supplierInvoices)
    .innerJoin(shipments, eq(shipments.id, supplierInvoices.shipment_id))
    .where(and(between(supplierInvoices.date, from, to), ne(supplierInvoices.status, 'disputed')))
    .orderBy(asc(supplierInvoices.date), asc(supplierInvoices.id));
  const lines =
    bills.length === 0
      ? []
      : await db
          .select({
            bill_id: supplierInvoiceLines.supplier_invoice_id,
            amount: supplierInvoiceLines.amount,
            category_id: shipmentCharges.category_id,
          })
          .from(supplierInvoiceLines)
          .innerJoin(shipmentCharges, eq(shipmentCharges.id, supplierInvoiceLines.charge_id))
          .where(
            inArray(
              supplierInvoiceLines.supplier_invoice_id,
              bills.map((bill) => bill.id),
            ),
          )
          .orderBy(asc(supplierInvoiceLines.id));
  return bills.map((bill) => ({ ...bill, lines: lines.filter((line) => line.bill_id === bill.id) }));
}
