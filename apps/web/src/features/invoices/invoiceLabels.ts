import type { InvoiceStatus, PAYMENT_METHODS, SupplierInvoiceStatus } from '@freight/domain';
import type { MessageId } from '../../shared/i18n/i18n';
import type { Translate } from '../../shared/i18n/useT';

// The domain names these choices in English for the API and the journal; a screen draws them through these
// messages, in the reader's language (as shared/i18n/domainLabels.ts does for quotations).

/** Each invoice status as a message: `t(INVOICE_STATUS_MESSAGES[status])`. */
export const INVOICE_STATUS_MESSAGES: Record<InvoiceStatus, MessageId> = {
  Draft: 'invoices.statusDraft',
  Issued: 'invoices.statusIssued',
  'Partially paid': 'invoices.statusPartiallyPaid',
  Paid: 'invoices.statusPaid',
  Overdue: 'invoices.statusOverdue',
  Credited: 'invoices.statusCredited',
};

/** Each way a payment is received, as a message. */
export const PAYMENT_METHOD_MESSAGES: Record<(typeof PAYMENT_METHODS)[number], MessageId> = {
  'Bank transfer': 'payments.methodBankTransfer',
  Card: 'payments.methodCard',
  Cash: 'payments.methodCash',
  Cheque: 'payments.methodCheque',
  Other: 'payments.methodOther',
};

/** A recorded payment's method in the reader's language; one the list no longer has stays as stored. */
export function paymentMethodLabel(t: Translate, method: string): string {
  const id = PAYMENT_METHOD_MESSAGES[method as (typeof PAYMENT_METHODS)[number]];
  return id ? t(id) : method;
}

/** Each supplier bill status, as staff read it (Matched, Pending approval, Approved, Disputed). */
export const SUPPLIER_BILL_STATUS_MESSAGES: Record<SupplierInvoiceStatus, MessageId> = {
  matched: 'supplierBills.statusMatched',
  pending_approval: 'supplierBills.statusPendingApproval',
  approved: 'supplierBills.statusApproved',
  disputed: 'supplierBills.statusDisputed',
};
