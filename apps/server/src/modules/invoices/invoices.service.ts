import { INVOICE_STATUSES, type InvoiceStatus, type InvoiceTotals, todayIso } from '@freight/domain';
import { and, between, gte, lte, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../platform/database/database';
import { AppError } from '../../platform/errors';
import { escapeLike, type ParsedListQuery, parseListQuery } from '../../platform/list-query';
import { summaryOf } from './invoice-detail';
import { invoiceList } from './invoices.list';
import * as repo from './invoices.repository';
import { invoiceSearchText, invoices } from './invoices.table';

export { invoiceDetail as get } from './invoice-detail';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

function dateParam(raw: Record<string, unknown>, name: string): string | undefined {
  const value = raw[name];
  if (value === undefined || value === '') return undefined;
  if (typeof value !== 'string' || !ISO_DATE.test(value)) {
    throw AppError.badRequest(`${name} must be a valid date (YYYY-MM-DD)`, {
      [name]: `${name} must be a valid date (YYYY-MM-DD)`,
    });
  }
  return value;
}

/** The conditions of the list's own parameters: status (Overdue read from the due date), q and the due window. */
function ownConditions(raw: Record<string, unknown>, today: string): SQL[] {
  const conditions: SQL[] = [];
  const status = raw.status;
  if (status !== undefined && status !== '') {
    if (typeof status !== 'string' || !(INVOICE_STATUSES as readonly string[]).includes(status)) {
      const message = `Status must be ${INVOICE_STATUSES.join(', ')}`;
      throw AppError.badRequest(message, { status: message });
    }
    conditions.push(sql`${repo.overdueAware(today)} = ${status}`);
  }
  if (typeof raw.q === 'string' && raw.q.trim()) {
    conditions.push(sql`${invoiceSearchText(invoices)} ilike ${`%${escapeLike(raw.q.trim())}%`}`);
  }
  const from = dateParam(raw, 'due_from');
  const to = dateParam(raw, 'due_to');
  if (from && to) conditions.push(between(invoices.due_date, from, to));
  else if (from) conditions.push(gte(invoices.due_date, from));
  else if (to) conditions.push(lte(invoices.due_date, to));
  return conditions;
}

function parsed(raw: Record<string, unknown>, today: string): ParsedListQuery {
  const query = parseListQuery(raw, invoiceList);
  const where = and(query.where, ...ownConditions(raw, today));
  return { ...query, where };
}

/** GET /invoices: one page, each document's status read against today. */
export async function list(db: Db, raw: Record<string, unknown>) {
  const today = todayIso();
  const page = await repo.listInvoices(db, parsed(raw, today));
  return {
    ...page,
    data: page.data.map((row) =>
      row.status && row.due_date && row.amount_due !== undefined
        ? { ...row, status: summaryOf(row as repo.InvoiceRow, today).status }
        : row,
    ),
  };
}

/** GET /invoices/totals: the tabs' counts (all documents) and the sums per currency of those the filters match. */
export async function totals(db: Db, raw: Record<string, unknown>): Promise<InvoiceTotals> {
  const today = todayIso();
  const query = parsed(raw, today);
  const [counted, sums] = await Promise.all([
    repo.countByStatus(db, today),
    repo.totalsPerCurrency(db, query.where),
  ]);
  const counts = Object.fromEntries(INVOICE_STATUSES.map((s) => [s, 0])) as Record<InvoiceStatus, number>;
  for (const row of counted) counts[row.status as InvoiceStatus] = row.n;
  return {
    counts,
    currencies: sums.map((row) => ({
      currency: row.currency,
      count: row.count,
      total: Number(row.total),
      amount_due: Number(row.amount_due),
    })),
  };
}

/** GET /shipments/{id}/invoices: the shipment's invoices and credit notes, oldest first. */
export async function forShipment(db: Db, shipmentId: number) {
  const today = todayIso();
  const rows = await repo.documentsOfShipment(db, shipmentId);
  return { data: rows.map((row) => summaryOf(row, today)) };
}
