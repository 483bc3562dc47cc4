import { z } from 'zod';
import { isoDateSchema } from '../quotations/quotation-dates';
import { recordId, versionedColumns } from '../shared/record-columns';
import { AGEING_BUCKETS, INVOICE_KINDS, INVOICE_STATUSES } from './invoice-status';

const nullableId = () => z.number().int().nullable();

/** One line of an invoice or credit note: the charge it bills (or the invoice line it credits) and its figures. */
const invoiceLineSchema = z.object({
  ...recordId(),
  /** The shipment charge this line bills; null for a credit note's line and for a line typed by hand. */
  charge_id: nullableId(),
  /** On a credit note: the invoice line it takes back. */
  credited_line_id: nullableId(),
  description: z.string(),
  quantity: z.number(),
  unit_price: z.number(),
  amount: z.number(),
  tax_rate_name: z.string(),
  tax_rate: z.number(),
  tax_amount: z.number(),
  /** The legal note a rate prints (reverse charge); blank for most. */
  tax_note: z.string(),
  /** On an invoice: what credit notes (draft or issued) took back of this line's amount so far. */
  credited: z.number(),
  sort_order: z.number().int(),
});

/** A payment received against an invoice; a reversal is a row of its own with the amount negated. */
const invoicePaymentSchema = z.object({
  ...recordId(),
  amount: z.number(),
  date: isoDateSchema,
  method: z.string(),
  reference: z.string(),
  /** On a reversal: the payment it reverses. */
  reverses_payment_id: nullableId(),
  /** On a payment: whether a reversal took it back. */
  reversed: z.boolean(),
  created_by: nullableId(),
  created_at: z.string(),
});

/** An invoice or credit note as lists answer it. */
export const invoiceSummarySchema = z.object({
  ...recordId(),
  kind: z.enum(INVOICE_KINDS),
  /** Null while a draft: the number is given when it is issued. */
  number: z.string().nullable(),
  status: z.enum(INVOICE_STATUSES),
  /** On a credit note: the invoice it credits. */
  invoice_id: nullableId(),
  shipment_id: nullableId(),
  shipment_number: z.string(),
  contact_id: nullableId(),
  client_name: z.string(),
  billing_address: z.string(),
  currency: z.string(),
  issue_date: isoDateSchema.nullable(),
  due_date: isoDateSchema,
  net_total: z.number(),
  tax_total: z.number(),
  total: z.number(),
  amount_paid: z.number(),
  amount_credited: z.number(),
  amount_due: z.number(),
  notes: z.string(),
  ...versionedColumns(),
});
export type InvoiceSummary = z.infer<typeof invoiceSummarySchema>;

/** GET /invoices/{id}: the document with its lines, payments and the credit notes made from it. */
export const invoiceSchema = invoiceSummarySchema.extend({
  lines: z.array(invoiceLineSchema),
  payments: z.array(invoicePaymentSchema),
  credit_notes: z.array(
    invoiceSummarySchema.pick({ id: true, number: true, status: true, total: true, issue_date: true }),
  ),
  /** On a credit note: the credited invoice's number. */
  invoice_number: z.string().nullable(),
});
export type Invoice = z.infer<typeof invoiceSchema>;

/** Sums of one currency: a list's totals are given per currency, never added across them. */
const currencyTotalsSchema = z.object({
  currency: z.string(),
  count: z.number().int(),
  total: z.number(),
  amount_due: z.number(),
});

/** GET /invoices/totals: documents per status (for the tabs) and the matching documents' sums per currency. */
export const invoiceTotalsSchema = z.object({
  counts: z.record(z.enum(INVOICE_STATUSES), z.number().int()),
  currencies: z.array(currencyTotalsSchema),
});
export type InvoiceTotals = z.infer<typeof invoiceTotalsSchema>;

const bucketFigures = Object.fromEntries(AGEING_BUCKETS.map((bucket) => [bucket, z.number()])) as Record<
  (typeof AGEING_BUCKETS)[number],
  z.ZodNumber
>;
const ageingSchema = z.object({ ...bucketFigures, total: z.number() });

/** GET /reports/receivables: what clients owe, per currency, per client and in all, by how late it is. */
export const receivablesReportSchema = z.object({
  as_of: isoDateSchema,
  currencies: z.array(
    z.object({
      currency: z.string(),
      total: ageingSchema,
      clients: z.array(ageingSchema.extend({ contact_id: nullableId(), client_name: z.string() })),
    }),
  ),
});
export type ReceivablesReport = z.infer<typeof receivablesReportSchema>;
