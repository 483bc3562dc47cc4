import { INVOICE_KINDS, STORED_INVOICE_STATUSES } from '@freight/domain';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { belongsTo, idColumn, isoTimestamp, recordColumns } from '../../platform/database/columns';
import { contacts } from '../contacts/contacts.table';
import { shipmentCharges, shipments } from '../shipments/shipments.table';
import { users } from '../users/users.table';

// Three decimals hold every currency's minor unit (KWD has three); amounts are rounded before they are stored.
const amount = (name: string) =>
  numeric(name, { precision: 18, scale: 3, mode: 'number' }).notNull().default(0);
const blankText = (name: string) => text(name).notNull().default('');
const day = (name: string) => date(name, { mode: 'string' });

/**
 * Invoices and credit notes: one table, told apart by `kind`, since both are numbered, issued, printed and
 * listed alike; a credit note names the invoice it credits. The figures are stored as the lines sum them
 * (`documentTotals`) and the money received and credited as it happens, so lists and the ageing report read
 * them without adding lines up. `status` holds Draft, Issued, Partially paid, Paid or Credited; Overdue is read
 * from the due date.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: idColumn(),
    kind: text('kind', { enum: INVOICE_KINDS }).notNull().default('invoice'),
    invoice_id: integer('invoice_id').references((): AnyPgColumn => invoices.id, { onDelete: 'restrict' }),
    number: text('number'),
    status: text('status', { enum: STORED_INVOICE_STATUSES }).notNull().default('Draft'),
    shipment_id: integer('shipment_id').references(() => shipments.id, { onDelete: 'set null' }),
    shipment_number: blankText('shipment_number'),
    contact_id: integer('contact_id').references(() => contacts.id, { onDelete: 'set null' }),
    client_name: blankText('client_name'),
    billing_address: blankText('billing_address'),
    currency: text('currency').notNull(),
    issue_date: day('issue_date'),
    due_date: day('due_date').notNull(),
    net_total: amount('net_total'),
    tax_total: amount('tax_total'),
    total: amount('total'),
    amount_paid: amount('amount_paid'),
    amount_credited: amount('amount_credited'),
    amount_due: amount('amount_due'),
    notes: blankText('notes'),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...recordColumns(),
  },
  (t) => [
    uniqueIndex('invoices_number_key').on(t.number),
    index('invoices_status_idx').on(t.status, t.due_date),
    index('invoices_shipment_idx').on(t.shipment_id),
    index('invoices_invoice_idx').on(t.invoice_id),
    index('invoices_created_idx').on(t.created_at, t.id),
  ],
);

/** What `q` matches on a document: its number, its client and its shipment. */
export function invoiceSearchText(t: { number: unknown; client_name: unknown; shipment_number: unknown }) {
  return sql`(coalesce(${t.number}, '') || ' ' || ${t.client_name} || ' ' || ${t.shipment_number})`;
}

/** A document's lines: an invoice line bills a shipment charge, a credit note line takes back an invoice line. */
export const invoiceLines = pgTable(
  'invoice_lines',
  {
    id: idColumn(),
    invoice_id: belongsTo('invoice_id', () => invoices.id),
    charge_id: integer('charge_id').references(() => shipmentCharges.id, { onDelete: 'set null' }),
    credited_line_id: integer('credited_line_id').references((): AnyPgColumn => invoiceLines.id, {
      onDelete: 'cascade',
    }),
    description: text('description').notNull(),
    quantity: numeric('quantity', { mode: 'number' }).notNull().default(1),
    unit_price: amount('unit_price'),
    amount: amount('amount'),
    tax_rate_name: blankText('tax_rate_name'),
    tax_rate: numeric('tax_rate', { precision: 7, scale: 4, mode: 'number' }).notNull().default(0),
    tax_amount: amount('tax_amount'),
    tax_note: blankText('tax_note'),
    sort_order: integer('sort_order').notNull().default(0),
  },
  (t) => [
    index('invoice_lines_invoice_idx').on(t.invoice_id, t.sort_order, t.id),
    index('invoice_lines_charge_idx').on(t.charge_id),
    index('invoice_lines_credited_idx').on(t.credited_line_id),
  ],
);

/**
 * Money received against an invoice. A payment is never deleted: a reversal is a row of its own with the
 * amount negated, and the unique `reverses_payment_id` lets a payment be reversed once.
 */
export const invoicePayments = pgTable(
  'invoice_payments',
  {
    id: idColumn(),
    invoice_id: belongsTo('invoice_id', () => invoices.id),
    amount: amount('amount'),
    date: day('date').notNull(),
    method: text('method').notNull(),
    reference: blankText('reference'),
    reverses_payment_id: integer('reverses_payment_id')
      .references((): AnyPgColumn => invoicePayments.id, { onDelete: 'restrict' })
      .unique(),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: isoTimestamp('created_at').notNull().default(sql`now()`),
  },
  (t) => [index('invoice_payments_invoice_idx').on(t.invoice_id, t.id)],
);

/** The last number given in each series (INV, CN) and year; gapless as the shipment numbers' counter. */
export const invoiceNumberSequences = pgTable(
  'invoice_number_sequences',
  {
    series: text('series').notNull(),
    year: integer('year').notNull(),
    last_sequence: integer('last_sequence').notNull(),
  },
  (t) => [primaryKey({ columns: [t.series, t.year] })],
);
