import {
  type CurrencyCode,
  contactDisplayName,
  DOCUMENT_LOCALE,
  type DocumentLanguage,
  formatMoney,
  type Invoice,
  type InvoiceSend,
  invoiceDocumentName,
  INVOICE_DOCUMENT_MESSAGES as M,
} from '@freight/domain';
import type { AuthContext } from '../../platform/auth-context';
import type { Db } from '../../platform/database/database';
import { AppError } from '../../platform/errors';
import { type DocumentText, documentText } from '../../platform/i18n/document-messages';
import type { Mailer } from '../../platform/mail/mailer';
import type { Storage } from '../../platform/storage/storage';
import {
  clientDocumentLanguage,
  documentRecipients,
  sendDocumentMail,
  senderName,
} from '../quotations/document-mail.service';
import * as companyProfile from '../settings/company-profile.service';
import { invoiceDetail } from './invoice-detail';
import { invoiceTitle, renderInvoicePdf } from './invoice-pdf';
import { getInvoiceSettings } from './invoice-settings.service';

export interface InvoiceDocumentDeps {
  db: Db;
  storage: Storage;
  mail: Mailer;
}

/**
 * The document's PDF from its current data (404 for an unknown one), in `chosen` when the sender picked a
 * language, else its contact's, else the company's default document language, as a quote's; the company's
 * footer is its text in that language.
 */
export async function invoicePdf(db: Db, storage: Storage, id: number, chosen?: DocumentLanguage) {
  const [invoice, settings] = await Promise.all([invoiceDetail(db, id), getInvoiceSettings(db)]);
  const language = chosen ?? (await clientDocumentLanguage(db, invoice.contact_id));
  const { company } = await companyProfile.inLanguage(db, language);
  const logo = await companyProfile.logoBytes(db, storage, company);
  const bytes = await renderInvoicePdf({ invoice, settings, sender: { company, logo }, language });
  return { invoice, company, bytes, language, name: invoiceDocumentName(invoice) };
}

/** The standard subject ('Invoice 2026-0001') in the document's language. */
const standardSubject = (invoice: Invoice, t: DocumentText) =>
  t('invoice.email.subject', { document: invoiceTitle(invoice, t), number: invoice.number ?? '' });

/**
 * What the send dialog shows before sending: the language the document goes out in (`chosen`, else as its PDF's)
 * and the standard subject in it. 404 for an unknown document.
 */
export async function invoiceSendDraft(db: Db, id: number, chosen?: DocumentLanguage) {
  const invoice = await invoiceDetail(db, id);
  const language = chosen ?? (await clientDocumentLanguage(db, invoice.contact_id));
  return { language, subject: standardSubject(invoice, documentText(language)) };
}

/** The standard message in the document's language: who it is for, what is attached and who sends it. */
function standardMessage(t: DocumentText, invoice: Invoice, greeting: string, signature: string) {
  const number = invoice.number ?? '';
  const total = formatMoney(invoice.total, invoice.currency as CurrencyCode, DOCUMENT_LOCALE);
  const attached =
    invoice.kind === 'credit_note' ? 'invoice.email.attachedCreditNote' : 'invoice.email.attachedInvoice';
  return [
    t('invoice.email.dear', { name: greeting || t('invoice.email.customer') }),
    '',
    t(attached, { number, total, due: invoice.due_date ?? '' }),
    invoice.kind === 'invoice' ? t('invoice.email.reference', { number }) : '',
    '',
    t('invoice.email.regards'),
    signature,
  ].join('\n');
}

/**
 * E-mails an issued document's PDF to the client contact (or `to`) from the company's e-mail, as quotes are
 * sent, in the sender's chosen `language` (the PDF, the standard subject and message, the footer) else the
 * client's; a draft is never sent (409), since its figures and number may still change. Recorded in the audit.
 */
export async function sendInvoice(
  deps: InvoiceDocumentDeps,
  auth: AuthContext,
  id: number,
  input: InvoiceSend,
) {
  const { db, storage, mail } = deps;
  const made = await invoicePdf(db, storage, id, input.language);
  const { invoice, company } = made;
  if (invoice.status === 'Draft') throw AppError.conflict(M.draftNotSent);
  if (!mail.enabled) throw AppError.conflict(M.mailOff);
  const { contact, to, cc } = await documentRecipients(db, invoice.contact_id, input, M.noRecipient);
  // Without a subject or message of the sender's own, the default is written in the PDF's language.
  const t = documentText(made.language);
  const greeting = (contact && contactDisplayName(contact.name, contact.last_name)) || invoice.client_name;
  const signature = [senderName(auth.user), company.company_name].filter(Boolean).join('\n');
  await sendDocumentMail(deps, company, auth, {
    to,
    cc,
    subject: input.subject || standardSubject(invoice, t),
    text: input.message || standardMessage(t, invoice, greeting, signature),
    pdf: made,
    refused: M.refused,
    audit: { action: 'invoice.sent', entityType: 'invoice', entityId: invoice.id },
  });
  return { to, cc };
}
