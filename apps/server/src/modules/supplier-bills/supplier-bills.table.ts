import { DEFAULT_SUPPLIER_BILL_SETTINGS, SUPPLIER_INVOICE_STATUSES } from '@freight/domain';
import { sql } from 'drizzle-orm';
import { check, date, index, integer, numeric, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { belongsTo, idColumn, isoTimestamp, recordColumns } from '../../platform/database/columns';
import { shipmentCharges, shipments } from '../shipments/shipments.table';
import { users } from '../users/users.table';

// Three decimals hold every currency's minor unit (KWD has three); amounts are rounded before they are stored.
const amount = (name: string) => numeric(name, { precision: 18, scale: 3, mode: 'number' }).notNull();
const userLink = (name: string) => integer(name).references(() => users.id, { onDelete: 'set null' });

/**
 * A carrier's or agent's bill for a shipment. `status` is decided when it is recorded (over the tolerance it
 * waits for approval) and moved once by an approver; the note and who decided stay with it.
 */
export const supplierInvoices = pgTable(
  'supplier_invoices',
  {
    id: idColumn(),
    shipment_id: belongsTo('shipment_id', () => shipments.id),
    supplier: text('supplier').notNull(),
    number: text('number').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    currency: text('currency').notNull(),
    total: amount('total').default(0),
    status: text('status', { enum: SUPPLIER_INVOICE_STATUSES }).notNull(),
    decision_note: text('decision_note').notNull().default(''),
    decided_by: userLink('decided_by'),
    decided_at: isoTimestamp('decided_at'),
    created_by: userLink('created_by'),
    ...recordColumns(),
  },
  (t) => [
    index('supplier_invoices_shipment_idx').on(t.shipment_id, t.id),
    // A supplier numbers its own bills: the same number twice is the same bill recorded again.
    uniqueIndex('supplier_invoices_number_key').on(sql`lower(${t.supplier})`, t.number),
  ],
);

/**
 * One expected cost a bill charges: the amount in the bill's currency and, converted when the bill was
 * recorded with the rates the quotation kept, in the cost's currency (for the variance) and in the shipment's
 * (for the job's profit), so a later rate never moves what was booked.
 */
export const supplierInvoiceLines = pgTable(
  'supplier_invoice_lines',
  {
    id: idColumn(),
    supplier_invoice_id: belongsTo('supplier_invoice_id', () => supplierInvoices.id),
    charge_id: belongsTo('charge_id', () => shipmentCharges.id),
    amount: amount('amount'),
    cost_amount: amount('cost_amount'),
    shipment_amount: amount('shipment_amount'),
  },
  (t) => [
    index('supplier_invoice_lines_invoice_idx').on(t.supplier_invoice_id, t.id),
    index('supplier_invoice_lines_charge_idx').on(t.charge_id),
  ],
);

/** The tolerance: one row (id 1), made on first save; defaults as `DEFAULT_SUPPLIER_BILL_SETTINGS`. */
export const supplierBillSettings = pgTable(
  'supplier_bill_settings',
  {
    id: integer('id').primaryKey().default(1),
    tolerance_percent: numeric('tolerance_percent', { precision: 6, scale: 3, mode: 'number' })
      .notNull()
      .default(DEFAULT_SUPPLIER_BILL_SETTINGS.tolerance_percent),
    tolerance_amount: amount('tolerance_amount').default(DEFAULT_SUPPLIER_BILL_SETTINGS.tolerance_amount),
    version: integer('version').notNull().default(1),
    updated_at: isoTimestamp('updated_at').notNull().default(sql`now()`),
  },
  (t) => [check('supplier_bill_settings_single_row', sql`${t.id} = 1`)],
);
