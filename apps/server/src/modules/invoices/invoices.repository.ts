import { and, asc, count, eq, inArray, notInArray, type SQL, sql } from 'drizzle-orm';
import { listTablePage, tableRecords } from '../../platform/crud';
import type { Db } from '../../platform/database/database';
import { nextGaplessSequence } from '../../platform/database/gapless-sequence';
import type { ParsedListQuery } from '../../platform/list-query';
import { invoiceList } from './invoices.list';
import { invoiceLines, invoiceNumberSequences, invoicePayments, invoices } from './invoices.table';

export type InvoiceRow = typeof invoices.$inferSelect;
export type InvoiceInsert = typeof invoices.$inferInsert;
export type LineInsert = typeof invoiceLines.$inferInsert;

export const invoiceRecords = tableRecords(invoices);

/**
 * Serialises the invoicing of one shipment until the transaction ends: two drafts made at once from the same
 * charges take turns here, so the second sees the first one's lines and never bills a charge twice.
 */
export async function lockInvoicingOfShipment(db: Db, shipmentId: number) {
  await db.execute(
    sql`select pg_advisory_xact_lock(hashtext('shipdesk:invoicing-of-shipment'), ${shipmentId})`,
  );
}

/** The document row, locked until the transaction ends. */
export async function findForUpdate(db: Db, id: number) {
  const [row] = await db.select().from(invoices).where(eq(invoices.id, id)).for('update');
  return row;
}

/** What credit notes (draft or issued) took back of a line: the sum of the lines that credit it. */
// Named in full: drizzle may write a column of the only table in a select without its table, which inside
// these subqueries would name the subquery's own row.
const creditedOf = () =>
  sql<number>`coalesce((select sum(c.amount) from invoice_lines c where c.credited_line_id = "invoice_lines"."id"), 0)::float8`;

/** Every invoice line billing one of the charges, with what credit notes took back and its invoice. */
export function billedLinesOfCharges(db: Db, chargeIds: number[]) {
  if (chargeIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      charge_id: sql<number>`${invoiceLines.charge_id}`,
      amount: invoiceLines.amount,
      credited: creditedOf(),
      invoice_id: invoices.id,
      number: invoices.number,
    })
    .from(invoiceLines)
    .innerJoin(invoices, eq(invoices.id, invoiceLines.invoice_id))
    .where(and(eq(invoices.kind, 'invoice'), inArray(invoiceLines.charge_id, chargeIds)));
}

export function linesOf(db: Db, invoiceId: number) {
  return db
    .select({
      id: invoiceLines.id,
      charge_id: invoiceLines.charge_id,
      credited_line_id: invoiceLines.credited_line_id,
      description: invoiceLines.description,
      quantity: invoiceLines.quantity,
      unit_price: invoiceLines.unit_price,
      amount: invoiceLines.amount,
      tax_rate_name: invoiceLines.tax_rate_name,
      tax_rate: invoiceLines.tax_rate,
      tax_amount: invoiceLines.tax_amount,
      tax_note: invoiceLines.tax_note,
      credited: creditedOf(),
      sort_order: invoiceLines.sort_order,
    })
    .from(invoiceLines)
    .where(eq(invoiceLines.invoice_id, invoiceId))
    .orderBy(asc(invoiceLines.sort_order), asc(invoiceLines.id));
}

export async function insertInvoice(db: Db, values: InvoiceInsert) {
  const [row] = await db.insert(invoices).values(values).returning();
  return row!;
}

export async function insertLines(db: Db, lines: LineInsert[]) {
  if (lines.length > 0) await db.insert(invoiceLines).values(lines);
}

/**
 * A draft's lines as edited: those with an id are changed in place (so a colleague's screen still names
 * them), the others added, and the lines not sent removed.
 */
export async function replaceLines(
  db: Db,
  invoiceId: number,
  lines: (Omit<LineInsert, 'invoice_id' | 'id'> & { id?: number })[],
) {
  const kept = lines.flatMap((line) => (line.id === undefined ? [] : [line.id]));
  const ofInvoice = eq(invoiceLines.invoice_id, invoiceId);
  await db
    .delete(invoiceLines)
    .where(kept.length ? and(ofInvoice, notInArray(invoiceLines.id, kept)) : ofInvoice);
  for (const { id, ...line } of lines) {
    if (id === undefined) await db.insert(invoiceLines).values({ ...line, invoice_id: invoiceId });
    else
      await db
        .update(invoiceLines)
        .set(line)
        .where(and(eq(invoiceLines.id, id), ofInvoice));
  }
}

/** Sets fields of a document and bumps its version (the caller holds its row lock). */
export async function setInvoice(db: Db, id: number, values: Partial<InvoiceInsert>) {
  await db
    .update(invoices)
    .set({ ...values, version: sql`${invoices.version} + 1`, updated_at: sql`now()` })
    .where(eq(invoices.id, id));
}

/** The next number of a series (INV, CN) in a year: gapless, see `nextGaplessSequence`. */
export function nextNumber(db: Db, series: string, year: number) {
  return nextGaplessSequence(db, invoiceNumberSequences, { series, year }, [
    invoiceNumberSequences.series,
    invoiceNumberSequences.year,
  ]);
}

export function paymentsOf(db: Db, invoiceId: number) {
  return db
    .select({
      id: invoicePayments.id,
      amount: invoicePayments.amount,
      date: invoicePayments.date,
      method: invoicePayments.method,
      reference: invoicePayments.reference,
      reverses_payment_id: invoicePayments.reverses_payment_id,
      reversed: sql<boolean>`exists (select 1 from invoice_payments r where r.reverses_payment_id = "invoice_payments"."id")`,
      created_by: invoicePayments.created_by,
      created_at: invoicePayments.created_at,
    })
    .from(invoicePayments)
    .where(eq(invoicePayments.invoice_id, invoiceId))
    .orderBy(asc(invoicePayments.id));
}

export async function findPayment(db: Db, invoiceId: number, paymentId: number) {
  const [row] = await db
    .select()
    .from(invoicePayments)
    .where(and(eq(invoicePayments.id, paymentId), eq(invoicePayments.invoice_id, invoiceId)));
  return row;
}

export async function insertPayment(db: Db, values: typeof invoicePayments.$inferInsert) {
  await db.insert(invoicePayments).values(values);
}

export function creditNotesOf(db: Db, invoiceId: number) {
  return db
    .select({
      id: invoices.id,
      number: invoices.number,
      status: invoices.status,
      total: invoices.total,
      issue_date: invoices.issue_date,
    })
    .from(invoices)
    .where(eq(invoices.invoice_id, invoiceId))
    .orderBy(asc(invoices.id));
}

export function documentsOfShipment(db: Db, shipmentId: number) {
  return db.select().from(invoices).where(eq(invoices.shipment_id, shipmentId)).orderBy(asc(invoices.id));
}

export function listInvoices(db: Db, query: ParsedListQuery) {
  return listTablePage(db, query, invoiceList, invoices);
}

/** Documents per stored status, with the open ones past their due date counted apart (as Overdue). */
export function countByStatus(db: Db, today: string) {
  return db
    .select({ status: sql<string>`${overdueAware(today)}`, n: count() })
    .from(invoices)
    .groupBy(sql`1`);
}

/** The status as answered: an open invoice past its due date with something due reads Overdue. */
export function overdueAware(today: string): SQL {
  return sql`case when ${invoices.status} in ('Issued', 'Partially paid') and ${invoices.amount_due} > 0
    and ${invoices.due_date} < ${today}::date then 'Overdue' else ${invoices.status} end`;
}

/** The sums per currency of the documents `where` matches. */
export function totalsPerCurrency(db: Db, where: SQL | undefined) {
  return db
    .select({
      currency: invoices.currency,
      count: count(),
      total: sql<string>`sum(${invoices.total})`,
      amount_due: sql<string>`sum(${invoices.amount_due})`,
    })
    .from(invoices)
    .where(where)
    .groupBy(invoices.currency)
    .orderBy(asc(invoices.currency));
}

/** The invoices still owed: issued and not settled, with what is due, for the ageing report. */
export function openReceivables(db: Db) {
  return db
    .select({
      contact_id: invoices.contact_id,
      client_name: invoices.client_name,
      currency: invoices.currency,
      due_date: invoices.due_date,
      amount_due: invoices.amount_due,
    })
    .from(invoices)
    .where(
      and(
        eq(invoices.kind, 'invoice'),
        inArray(invoices.status, ['Issued', 'Partially paid']),
        sql`${invoices.amount_due} > 0`,
      ),
    );
}
