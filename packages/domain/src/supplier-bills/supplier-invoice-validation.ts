import { z } from 'zod';
import { currencyCodeSchema } from '../money/currencies';
import { isoDateField } from '../quotations/quotation-dates';
import { bodyObject, idInput, MAX_AMOUNT, numberInput, textField } from '../shared/fields';

/** The supplier bills' sentences, as staff and API clients read them. */
export const SUPPLIER_INVOICE_MESSAGES = {
  notFound: 'Supplier bill not found',
  shipmentNotFound: 'Shipment not found',
  stale: 'The supplier bill settings were changed by someone else. Reload them, then try again.',
  unknownExpectedCost: (id: number) => `Cost ${id} is not an expected (buy) cost of this shipment`,
  repeatedExpectedCost: (id: number) => `Cost ${id} is billed twice on this bill; give it one line`,
  duplicateNumber: (supplier: string, number: string) =>
    `${supplier} already has a bill numbered ${number} recorded`,
  noRate: (pair: string) =>
    `No exchange rate ${pair} kept for this shipment: add it in the pricing settings before recording the bill`,
  notPending: 'Only a bill pending approval can be approved or disputed',
  disputeNoteRequired: 'Say why the bill is disputed',
} as const;

const supplierInvoiceLineInputSchema = bodyObject({
  expected_cost_id: idInput('Choose an expected cost of this shipment'),
  amount: numberInput('Amount', { min: 0, max: MAX_AMOUNT }),
});

/** POST /shipments/{id}/supplier_invoices: the supplier's bill and, per expected cost, what it charges. */
export const supplierInvoiceCreateSchema = bodyObject({
  supplier: textField('Supplier', { max: 200, required: true }),
  number: textField('Bill number', { max: 100, required: true }),
  date: isoDateField('Bill date', 'Bill date is required'),
  currency: currencyCodeSchema('Currency'),
  lines: z
    .array(supplierInvoiceLineInputSchema, { error: 'Lines must be a list' })
    .min(1, 'Bill at least one expected cost')
    .max(500, 'A bill has at most 500 lines'),
});
export type SupplierInvoiceCreate = z.infer<typeof supplierInvoiceCreateSchema>;

/** POST /supplier_invoices/{id}/approve and /dispute: the approver's note (a dispute needs one). */
export const supplierInvoiceDecisionSchema = bodyObject({
  note: textField('Note', { max: 2000 }).optional(),
});

/** PUT /supplier_bill_settings (If-Match): the tolerance, a percentage of the expected cost and an amount. */
export const supplierBillSettingsUpdateSchema = bodyObject({
  tolerance_percent: numberInput('Tolerance percentage', { min: 0, max: 100 }),
  tolerance_amount: numberInput('Tolerance amount', { min: 0, max: MAX_AMOUNT }),
}).partial();
export type SupplierBillSettingsUpdate = z.infer<typeof supplierBillSettingsUpdateSchema>;
