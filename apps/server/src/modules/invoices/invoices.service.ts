import { INVOICE_STATUSES, type InvoiceStatus, type InvoiceTotals, todayIso } from '@freight/domain';
import type { Db } from '../../platform/database/database';
import { type ParsedListQuery, parseListQuery } from '../../platform/list-query';
import { entityHistory } from '../audit/audit.service';
import { invoiceDetail, summaryOf } from './invoice-detail';
import { withOwnConditions } from './invoice-list-conditions.sql';
import { invoiceList } from './invoices.list';
import * as repo from './invoices.repository';

export { invoiceDetail as get } from './invoice-detail';

function parsed(raw: Record<string, unknown>, today: string): ParsedListQuery {
  const query = parseListQuery(raw, invoiceList);
  const where = withOwnConditions(query.where, raw, today);
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

/** GET /invoices/{id}/history: the document's audit entries, newest first (404 for an unknown document). */
export async function history(db: Db, id: number) {
  await invoiceDetail(db, id);
  return { data: await entityHistory(db, 'invoice', id) };
}
