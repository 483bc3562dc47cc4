import { and, asc, between, eq, inArray, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../platform/database/database';
import { invoiceLines, invoicePayments, invoices } from './invoices.table';

/** The issued invoices and credit notes whose issue date falls in the period, oldest first. */
export function issuedDocumentsIn(db: Db, from: string, to: string) {
  return db
    .select({
      id: invoices.id,
      kind: invoices.kind,
      number: sql<string>`${invoices.number}`,
      issue_date: sql<string>`${invoices.issue_date}`,
      currency: invoices.currency,
      shipment_id: invoices.shipment_id,
    })
    .from(invoices)
    .where(and(ne(invoices.status, 'Draft'), between(invoices.issue_date, from, to)))
    .orderBy(asc(invoices.issue_date), asc(invoices.number));
}

const creditedLine = alias(invoiceLines, 'credited_line');

/**
 * The documents' lines with the shipment charge each bills: a credit note's line bills no charge itself, so
 * the charge of the invoice line it credits is read instead, and the credit reverses the same revenue account.
 */
export function linesOfDocuments(db: Db, documentIds: number[]) {
  if (documentIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      invoice_id: invoiceLines.invoice_id,
      amount: invoiceLines.amount,
      tax_amount: invoiceLines.tax_amount,
      charge_id: sql<number | null>`coalesce(${invoiceLines.charge_id}, ${creditedLine.charge_id})`,
    })
    .from(invoiceLines)
    .leftJoin(creditedLine, eq(creditedLine.id, invoiceLines.credited_line_id))
    .where(inArray(invoiceLines.invoice_id, documentIds))
    .orderBy(asc(invoiceLines.invoice_id), asc(invoiceLines.sort_order), asc(invoiceLines.id));
}

/** The payments and reversals dated in the period, with their invoice's number and currency. */
export function paymentsIn(db: Db, from: string, to: string) {
  return db
    .select({
      date: invoicePayments.date,
      amount: invoicePayments.amount,
      invoice_number: sql<string>`${invoices.number}`,
      currency: invoices.currency,
    })
    .from(invoicePayments)
    .innerJoin(invoices, eq(invoices.id, invoicePayments.invoice_id))
    .where(between(invoicePayments.date, from, to))
    .orderBy(asc(invoicePayments.date), asc(invoicePayments.id));
}
