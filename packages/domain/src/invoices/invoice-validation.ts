import { z } from 'zod';
import { isoDateField, optionalIsoDateField } from '../quotations/quotation-dates';
import { bodyObject, choiceField, idInput, MAX_AMOUNT, numberInput, textField } from '../shared/fields';

/** The invoices module's sentences, as staff and API clients read them. */
export const INVOICE_MESSAGES = {
  notFound: 'Invoice not found',
  paymentNotFound: 'Payment not found',
  shipmentNotFound: 'Shipment not found',
  stale: 'This invoice was changed by someone else. Reload it to see their changes, then try again.',
  issuedLocked: (number: string) =>
    `${number} is issued and can no longer be changed; make a credit note instead.`,
  nothingToBill: 'Every charge of this shipment is already invoiced',
  unknownCharge: (id: number) => `Charge ${id} is not a sell charge of this shipment`,
  chargeBilled: (chargeId: number, number: string) =>
    `Charge ${chargeId} is already billed on ${number}; credit it there first to bill it again`,
  overBilled: (description: string) => `The line '${description}' would bill more than its charge`,
  unknownTaxRate: (name: string) => `There is no tax rate named ${name}`,
  noClient: 'The shipment has no client contact to bill; set one on its quotation first',
  notIssued: 'Issue the invoice first',
  creditNoteOfCreditNote: 'A credit note cannot be credited',
  creditTooMuch: (description: string) => `The line '${description}' has less left to credit than that`,
  unknownLine: (id: number) => `Line ${id} is not a line of this invoice`,
  lineDescriptionRequired: 'Description is required',
  nothingToCredit: 'Everything on this invoice is already credited',
  paymentTooLarge: (due: string) => `The payment is more than the ${due} still due`,
  nothingDue: 'Nothing is due on this invoice',
  paymentOnCreditNote: 'Payments are recorded on invoices, not on credit notes',
  alreadyReversed: 'This payment was already reversed',
  reversalOfReversal: 'A reversal cannot be reversed; record the payment again instead',
} as const;

/** POST /shipments/{id}/invoices: all uninvoiced sell charges, or those named. */
export const invoiceCreateSchema = bodyObject({
  charge_ids: z
    .array(idInput('Choose charges of this shipment'), { error: 'Charges must be a list of charge ids' })
    .min(1, 'Choose at least one charge')
    .max(500, 'An invoice has at most 500 lines'),
}).partial();
export type InvoiceCreate = z.infer<typeof invoiceCreateSchema>;

const amountField = (label: string) => numberInput(label, { min: 0, max: MAX_AMOUNT });

/** One line of a draft as PUT sends it: an existing line by id, or a new line typed by hand. */
const invoiceLineInputSchema = bodyObject({
  id: idInput('Line not found'),
  description: textField('Description', { max: 1000, required: true }),
  quantity: numberInput('Quantity', { min: 0, max: 1_000_000_000 }),
  unit_price: amountField('Unit price'),
  tax_rate_name: textField('Tax rate', { max: 100 }),
}).partial();

/** PUT /invoices/{id} (drafts only, If-Match): the due date, address, notes and the lines (omitted lines go). */
export const invoiceUpdateSchema = bodyObject({
  due_date: isoDateField('Due date', 'Due date is required'),
  billing_address: textField('Billing address', { max: 2000 }),
  notes: textField('Notes', { max: 5000 }),
  lines: z
    .array(invoiceLineInputSchema, { error: 'Lines must be a list' })
    .max(500, 'An invoice has at most 500 lines'),
}).partial();
export type InvoiceUpdate = z.infer<typeof invoiceUpdateSchema>;

/** POST /invoices/{id}/credit_note: every line's remaining amount, or chosen lines and amounts. */
export const creditNoteCreateSchema = bodyObject({
  lines: z
    .array(
      bodyObject({
        line_id: idInput('Choose lines of this invoice'),
        amount: numberInput('Amount to credit', {
          min: 0.000001,
          max: MAX_AMOUNT,
          messages: { min: 'Amount to credit must be more than 0' },
        }).optional(),
      }),
      { error: 'Lines must be a list' },
    )
    .min(1, 'Choose at least one line to credit')
    .max(500, 'A credit note has at most 500 lines'),
}).partial();
export type CreditNoteCreate = z.infer<typeof creditNoteCreateSchema>;

export const PAYMENT_METHODS = ['Bank transfer', 'Card', 'Cash', 'Cheque', 'Other'] as const;

/** POST /invoices/{id}/payments. */
export const paymentCreateSchema = bodyObject({
  amount: numberInput('Amount', {
    min: 0.000001,
    max: MAX_AMOUNT,
    messages: { min: 'Amount must be more than 0' },
  }),
  date: isoDateField('Payment date', 'Payment date is required'),
  method: choiceField('Method', PAYMENT_METHODS),
  reference: textField('Reference', { max: 200 }).optional(),
});
export type PaymentCreate = z.infer<typeof paymentCreateSchema>;

/** GET /reports/receivables?as_of=: the report on that day (today when absent). */
export const receivablesQuerySchema = z.object({ as_of: optionalIsoDateField('As of').optional() });
