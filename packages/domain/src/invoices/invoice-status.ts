import { daysBetween } from '../quotations/quotation-dates';

/** What a billing document is: an invoice, or a credit note that takes part of one back. */
export const INVOICE_KINDS = ['invoice', 'credit_note'] as const;

/**
 * The statuses a document is stored in. Overdue is never stored: it is read from the due date
 * (`invoiceStatus`), so an invoice turns overdue on its own at midnight.
 */
export const STORED_INVOICE_STATUSES = ['Draft', 'Issued', 'Partially paid', 'Paid', 'Credited'] as const;
export type StoredInvoiceStatus = (typeof STORED_INVOICE_STATUSES)[number];

/** Every status a document is answered with, in the list tabs' order. */
export const INVOICE_STATUSES = ['Draft', 'Issued', 'Partially paid', 'Paid', 'Overdue', 'Credited'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

/** The stored statuses in which an invoice still expects money, and so can turn overdue. */
const OPEN_INVOICE_STATUSES: readonly StoredInvoiceStatus[] = ['Issued', 'Partially paid'];

/**
 * The stored status of an issued invoice from its figures: fully credited is Credited, nothing left to pay
 * after a payment is Paid, some paid is Partially paid, otherwise Issued.
 */
export function settledStatus(figures: {
  total: number;
  credited: number;
  paid: number;
  amount_due: number;
}): StoredInvoiceStatus {
  if (figures.total > 0 && figures.credited >= figures.total) return 'Credited';
  if (figures.amount_due <= 0 && (figures.paid > 0 || figures.total === 0)) return 'Paid';
  if (figures.paid > 0) return 'Partially paid';
  return 'Issued';
}

/**
 * The status a document is answered with: Overdue when an open invoice's due date has passed (the due day
 * itself is still on time) and something is still due; otherwise its stored status.
 */
export function invoiceStatus(
  invoice: { status: StoredInvoiceStatus; due_date: string; amount_due: number },
  today: string,
): InvoiceStatus {
  const open = OPEN_INVOICE_STATUSES.includes(invoice.status);
  if (open && invoice.amount_due > 0 && invoice.due_date < today) return 'Overdue';
  return invoice.status;
}

/** The receivables report's columns: not yet due, then how long past the due date. */
export const AGEING_BUCKETS = ['current', 'days_1_30', 'days_31_60', 'days_61_90', 'over_90'] as const;
export type AgeingBucket = (typeof AGEING_BUCKETS)[number];

/**
 * The ageing column of an amount due on `dueDate`: current through the due day, then 1-30, 31-60, 61-90 and
 * over 90 days past it.
 */
export function ageingBucket(dueDate: string, today: string): AgeingBucket {
  const late = daysBetween(dueDate, today);
  if (late <= 0) return 'current';
  if (late <= 30) return 'days_1_30';
  if (late <= 60) return 'days_31_60';
  if (late <= 90) return 'days_61_90';
  return 'over_90';
}
