import { z } from 'zod';
import { recipientList } from '../quotations/quote-send';
import { bodyObject, choiceField, textField } from '../shared/fields';
import { LANGUAGES } from '../user-profiles/user-profile-options';

export const INVOICE_DOCUMENT_MESSAGES = {
  noRecipient: "The invoice's client has no e-mail address: add a recipient in To",
  mailOff: 'E-mail is not set up on this server (SMTP_URL), so invoices cannot be sent.',
  refused: 'The mail server refused the message',
  draftNotSent: 'Issue the invoice before sending it: a draft is never sent',
} as const;

/** The file an invoice downloads and is attached as: its number, or 'Draft invoice 12' before it has one. */
export function invoiceDocumentName(invoice: { id: number; kind: string; number: string | null }) {
  const kind = invoice.kind === 'credit_note' ? 'Credit note' : 'Invoice';
  return invoice.number ? `${kind} ${invoice.number}.pdf` : `Draft ${kind.toLowerCase()} ${invoice.id}.pdf`;
}

/**
 * POST /invoices/{id}/send: every field may be left out; `to` then is the client contact's e-mail, subject and
 * message the standard ones, and `language` the client's (see the send draft).
 */
export const invoiceSendSchema = bodyObject({
  to: recipientList('To').optional(),
  cc: recipientList('Cc').optional(),
  subject: textField('Subject', { max: 255 }).optional(),
  message: textField('Message', { max: 10_000 }).optional(),
  /** The language of the PDF, the standard subject and message, and the company's footer. */
  language: choiceField('Language', LANGUAGES).optional(),
});
export type InvoiceSend = z.infer<typeof invoiceSendSchema>;

export const invoiceSentSchema = z.object({ to: z.array(z.string()), cc: z.array(z.string()) });

export const invoicePdfQuerySchema = z.object({
  download: choiceField('Download', ['0', '1'], 'Download must be 0 or 1').optional(),
});
