import { type CompanyProfile, type DocumentLanguage, documentLanguageOf, type User } from '@freight/domain';
import type { AuthContext } from '../../platform/auth-context';
import type { Db } from '../../platform/database/database';
import { AppError } from '../../platform/errors';
import type { Mailer } from '../../platform/mail/mailer';
import { type AuditRecord, recordAudit } from '../audit/audit.service';
import * as contactsService from '../contacts/contacts.service';
import * as companyProfile from '../settings/company-profile.service';

/**
 * The language a client's document (a quote, an invoice) goes out in: its contact's `language` when it is one of
 * the eight, else the company's default document language.
 */
export async function clientDocumentLanguage(db: Db, contactId: number | null): Promise<DocumentLanguage> {
  const [company, contact] = await Promise.all([
    companyProfile.get(db),
    contactId === null ? undefined : contactsService.find(db, contactId),
  ]);
  return documentLanguageOf(contact?.language, company.document_language);
}

/** How a document's sender signs: the user's name, or their e-mail when they have none. */
export function senderName(user: User): string {
  return [user.first_name, user.last_name].filter(Boolean).join(' ') || user.email;
}

/**
 * A document comes from the company: its e-mail and name in the From when the company details have an e-mail
 * (the relay's own sender stays the envelope's, see `MailConfig.envelopeFrom`); else the server's From.
 */
export const companySender = (company: CompanyProfile) =>
  company.email ? { name: company.company_name || company.email, address: company.email } : undefined;

/** A document's e-mail: who it goes to, its words, and its PDF. */
interface DocumentMail {
  to: string[];
  cc: string[];
  subject: string;
  text: string;
  pdf: { name: string; bytes: Buffer };
}

/**
 * Sends a document's PDF from the company (see `companySender`), answers going to the user who sent it. A
 * relay that refuses is a 503 with `refused`, so that the screen says the mail did not leave.
 */
async function mailDocumentFromCompany(
  mail: Mailer,
  company: CompanyProfile,
  auth: AuthContext,
  message: DocumentMail,
  refused: string,
) {
  try {
    await mail.send({
      to: message.to,
      cc: message.cc,
      subject: message.subject,
      text: message.text,
      from: companySender(company),
      replyTo: auth.user.email,
      attachments: [
        { filename: message.pdf.name, content: message.pdf.bytes, contentType: 'application/pdf' },
      ],
    });
  } catch {
    throw new AppError('SERVICE_UNAVAILABLE', refused);
  }
}

/**
 * Who a document goes to: the addresses the user typed, else the record's contact's e-mail; with neither it is
 * a 400 naming `to`. The contact comes back too, for the message's greeting.
 */
export async function documentRecipients(
  db: Db,
  contactId: number | null,
  input: { to?: string[]; cc?: string[] },
  noRecipient: string,
) {
  const contact = contactId === null ? undefined : await contactsService.find(db, contactId);
  const to = input.to?.length ? input.to : contact?.email ? [contact.email] : [];
  if (to.length === 0) throw AppError.badRequest(noRecipient, { to: noRecipient });
  return { contact, to, cc: input.cc ?? [] };
}

/** The audit row a document's send leaves: what was sent, by whom, to whom and under which subject. */
type DocumentSendAudit = Required<Pick<AuditRecord, 'action' | 'entityType' | 'entityId'>>;

/**
 * Mails a document from the company (`mailDocumentFromCompany`) and, once the relay accepted it, records the
 * send in the audit trail; a refused mail leaves no audit row, since nothing went out.
 */
export async function sendDocumentMail(
  deps: { db: Db; mail: Mailer },
  company: CompanyProfile,
  auth: AuthContext,
  message: DocumentMail & { refused: string; audit: DocumentSendAudit },
) {
  const { refused, audit, ...mail } = message;
  await mailDocumentFromCompany(deps.mail, company, auth, mail, refused);
  await recordAudit(
    deps.db,
    { userId: auth.user.id },
    { ...audit, details: { to: mail.to.join(', '), cc: mail.cc.join(', '), subject: mail.subject } },
  );
}
