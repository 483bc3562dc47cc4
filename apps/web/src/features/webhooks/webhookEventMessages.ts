import type { WebhookEventType } from '@freight/domain';
import type { MessageId } from '../../shared/i18n/i18n';

// The domain describes each event in English (WEBHOOK_EVENT_TABLE in packages/domain/src/webhooks); the form
// draws the description by the event's key, in the reader's language. The key itself is what the receiver gets
// and stays as it is.

/** What each webhook event means, as a message. */
export const WEBHOOK_EVENT_MESSAGES: Record<WebhookEventType, MessageId> = {
  'quotation.sent': 'webhooks.eventQuotationSent',
  'quotation.accepted': 'webhooks.eventQuotationAccepted',
  'quotation.declined': 'webhooks.eventQuotationDeclined',
  'shipment.created': 'webhooks.eventShipmentCreated',
  'shipment.milestone': 'webhooks.eventShipmentMilestone',
  'invoice.issued': 'webhooks.eventInvoiceIssued',
  'invoice.paid': 'webhooks.eventInvoicePaid',
};
