import {
  type CurrencyCode,
  contactDisplayName,
  DOCUMENT_LOCALE,
  formatMoney,
  type InvoiceSend,
  invoiceDocumentName,
  INVOICE_DOCUMENT_MESSAGES as M,
} from '@freight/domain';
import type { AuthContext } from '../../platform/auth-context';
import type { Db } from '../../platform/database/database';
import { AppError } from '../../platform/errors';
import { documentText } from '../../platform/i18n/document-messages';
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
 * The document's PDF from its current data (404 for an unknown one), in its contact's language, else the
 * company's default document language, as a quote's.
 */
export async function invoicePdf(db: Db, storage: Storage, id: number) {
  const [invoice, company, settings] = await Promise.all([
    invoiceDetail(db, id),
    companyProfile.get(db),
    getInvoiceSettings(db),
  ]);
  const [logo, language] = await Promise.all([
    companyProfile.logoBytes(db, storage, company),
    clientDocumentLanguage(db, invoice.contact_id),
  ]);
  const bytes = await renderInvoicePdf({ invoice, settings, sender: { company, logo }, language });
  return { invoice, company, bytes, language, name: invoiceDocumentName(invoice) };
}

/**
 * E-mails an issued document's PDF to the client contact (or `to`) from the company's e-mail, as quotes are
 * sent; a draft is never sent (409), since its figures and number may still change. Recorded in the audit.
 */
export async function sendInvoice(
  deps: InvoiceDocumentDeps,
  auth: AuthContext,
  id: number,
  input: InvoiceSend,
) {
  const { db, storage, mail } = deps;
  const made = await invoicePdf(db, storage, id);
  const { invoice, company } = made;
  if (invoice.status === 'Draft') throw AppError.conflict(M.draftNotSent);
  if (!mail.enabled) throw AppError.conflict(M.mailOff);
  const { contact, to, cc } = await documentRecipients(db, invoice.contact_id, input, M.noRecipient);
  // Without a subject or message of the sender's own, the default is written in the PDF's language.
  const t = documentText(made.language);
  const number = invoice.number ?? '';
  const subject = input.subject || t('invoice.email.subject', { document: invoiceTitle(invoice, t), number });
  const greeting = (contact && contactDisplayName(contact.name, contact.last_name)) || invoice.client_name;
  const total = formatMoney(invoice.total, invoice.currency as CurrencyCode, DOCUMENT_LOCALE);
  const attached =
    invoice.kind === 'credit_note' ? 'invoice.email.attachedCreditNote' : 'invoice.email.attachedInvoice';
  const message =
    input.message ||
    [
      t('invoice.email.dear', { name: greeting || t('invoice.email.customer') }),
      '',
      t(attached, { number, total, due: invoice.due_date ?? '' }),
      invoice.kind === 'invoice' ? t('invoice.email.reference', { number }) : '',
      '',
      t('invoice.email.regards'),
      [senderName(auth.user), company.company_name].filter(Boolean).join('\n'),
    ].join('\n');
  await sendDocumentMail(deps, company, auth, {
    to,
    cc,
    subject,
    text: message,
    pdf: made,
    refused: M.refused,
    audit: { action: 'invoice.sent', entityType: 'invoice', entityId: invoice.id },
  });
  return { to, cc };
}
