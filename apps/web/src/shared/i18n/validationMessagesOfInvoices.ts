import type { MessageId } from './i18n';
import type { SentencePattern } from './sentencePatterns';

/**
 * The invoices' and supplier bills' refusals (packages/domain: INVOICE_MESSAGES, SUPPLIER_INVOICE_MESSAGES,
 * INVOICE_SETTINGS_MESSAGES, UBL_MESSAGES) by their exact English text: billing, a draft's lines, credit notes,
 * payments, the tax rates and the e-invoice export. validationMessagesOfInvoices.test.ts pairs each with the
 * domain's own text.
 */
export const INVOICE_MESSAGE_IDS: Readonly<Record<string, MessageId>> = {
  'Invoice not found': 'invoices.refusedNotFound',
  'Payment not found': 'invoices.refusedPaymentNotFound',
  'Shipment not found': 'invoices.refusedShipmentNotFound',
  'This invoice was changed by someone else. Reload it to see their changes, then try again.':
    'invoices.refusedStale',
  'Every charge of this shipment is already invoiced': 'invoices.refusedNothingToBill',
  'The shipment has no client contact to bill; set one on its quotation first': 'invoices.refusedNoClient',
  'Issue the invoice first': 'invoices.refusedNotIssued',
  'A credit note cannot be credited': 'invoices.refusedCreditNoteOfCreditNote',
  'Everything on this invoice is already credited': 'invoices.refusedNothingToCredit',
  'Nothing is due on this invoice': 'invoices.refusedNothingDue',
  'Payments are recorded on invoices, not on credit notes': 'invoices.refusedPaymentOnCreditNote',
  'This payment was already reversed': 'invoices.refusedAlreadyReversed',
  'A reversal cannot be reversed; record the payment again instead': 'invoices.refusedReversalOfReversal',
  'Issue the invoice before exporting it as an e-invoice: a draft has no number and may still change':
    'invoices.refusedUblDraft',
  // Supplier bills
  'Supplier bill not found': 'supplierBills.refusedNotFound',
  'The supplier bill settings were changed by someone else. Reload them, then try again.':
    'supplierBills.refusedSettingsStale',
  'Only a bill pending approval can be approved or disputed': 'supplierBills.refusedNotPending',
  'Say why the bill is disputed': 'supplierBills.refusedDisputeNoteRequired',
};

/** The invoices' and supplier bills' sentences that name a line, a charge, a number or an amount. */
export const INVOICE_SENTENCE_PATTERNS: readonly SentencePattern[] = [
  [
    /^(.+) is issued and can no longer be changed; make a credit note instead\.$/,
    'invoices.refusedIssuedLocked',
    ['number'],
  ],
  [/^Charge (\d+) is not a sell charge of this shipment$/, 'invoices.refusedUnknownCharge', ['id']],
  [
    /^Charge (\d+) is already billed on (.+); credit it there first to bill it again$/,
    'invoices.refusedChargeBilled',
    ['id', 'number'],
  ],
  [/^The line '(.+)' would bill more than its charge$/, 'invoices.refusedOverBilled', ['line']],
  [/^There is no tax rate named (.+)$/, 'invoices.refusedUnknownTaxRate', ['name']],
  [/^The line '(.+)' has less left to credit than that$/, 'invoices.refusedCreditTooMuch', ['line']],
  [/^Line (\d+) is not a line of this invoice$/, 'invoices.refusedUnknownLine', ['id']],
  [/^The payment is more than the (.+) still due$/, 'invoices.refusedPaymentTooLarge', ['due']],
  [/^There are two tax rates named (.+)$/, 'invoices.refusedDuplicateTaxRate', ['name']],
  [
    /^Cost (\d+) is not an expected \(buy\) cost of this shipment$/,
    'supplierBills.refusedUnknownExpectedCost',
    ['id'],
  ],
  [
    /^Cost (\d+) is billed twice on this bill; give it one line$/,
    'supplierBills.refusedRepeatedExpectedCost',
    ['id'],
  ],
  [
    /^(.+) already has a bill numbered (.+) recorded$/,
    'supplierBills.refusedDuplicateNumber',
    ['supplier', 'number'],
  ],
  [
    /^No exchange rate (.+) kept for this shipment: add it in the pricing settings before recording the bill$/,
    'supplierBills.refusedNoRate',
    ['pair'],
  ],
];
