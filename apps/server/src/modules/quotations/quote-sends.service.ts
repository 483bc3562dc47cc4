import { createHash, randomBytes } from 'node:crypto';
import {
  type CompanyProfile,
  type DocumentLanguage,
  endOfDayIn,
  fillQuoteTemplate,
  LOW_MARGIN_CONFIRM_MESSAGE,
  lowMargin,
  QUOTE_SEND_MESSAGES as M,
  QUOTE_READINESS_MESSAGES,
  type QuoteSend,
  type QuoteSendDraft,
  type QuoteSendResult,
  quoteReadiness,
  SENDABLE_STATUSES,
} from '@freight/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { AuthContext } from '../../platform/auth-context';
import type { Db } from '../../platform/database/database';
import { AppError } from '../../platform/errors';
import { publishEvent } from '../../platform/events/publish-event';
import { documentText } from '../../platform/i18n/document-messages';
import type { Mailer } from '../../platform/mail/mailer';
import type { Storage } from '../../platform/storage/storage';
import * as cargoLinesService from '../cargo-lines/cargo-lines.service';
import * as costLinesService from '../cost-lines/cost-lines.service';
import { getPricingSettings } from '../settings/pricing-settings.service';
import * as supportService from '../support/support.service';
import { companySender, senderName } from './document-mail.service';
import { assertCurrentRevision } from './quotation-revisions.guard';
import { recordQuotationEvent } from './quotations.history';
import * as quotationsService from './quotations.service';
import { documentLanguage, fileCopy, quotePdf, storePdf } from './quote-pdf.service';
import { templateIn, templateValues } from './quote-send-template';
import * as repo from './quote-sends.repository';

export interface SendDeps {
  db: Db;
  storage: Storage;
  mail: Mailer;
  /** The origin acceptance links use (config PUBLIC_URL). */
  publicUrl: string;
}

type Quotation = Awaited<ReturnType<typeof quotationsService.get>>;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
/** A link lives until the end of the quote's valid-until day on the company's clock (its time zone). */
export const linkExpiry = (validUntil: string, company: Pick<CompanyProfile, 'time_zone'>) =>
  endOfDayIn(validUntil, company.time_zone);

/**
 * The dialog's start: the contact's e-mail, the language (the one asked for, else the contact's, else the
 * company's), and subject and message from the template in it (link filled at sending).
 */
export async function draft(
  deps: SendDeps,
  auth: AuthContext,
  id: number,
  asked?: DocumentLanguage,
): Promise<QuoteSendDraft> {
  const quotation = await quotationsService.get(deps.db, id);
  const language = asked ?? (await documentLanguage(deps.db, quotation));
  const template = await templateIn(deps.db, language);
  const values = templateValues(quotation, template.company, auth.user, language);
  const email = quotation.contact_id_related?.email || quotation.client_email;
  return {
    mail_enabled: deps.mail.enabled,
    to: email ? [email] : [],
    subject: fillQuoteTemplate(template.subject, values),
    message: fillQuoteTemplate(template.message, values),
    language,
    low_margin: await marginBelowMinimum(deps.db, quotation),
    readiness: await readinessOf(deps.db, quotation),
  };
}

/** The quotation's margin when it is under the pricing settings' minimum, else null. */
async function marginBelowMinimum(db: Db, quotation: Quotation) {
  const settings = await getPricingSettings(db);
  return lowMargin(quotation.margin_percent, settings.minimum_margin_percent);
}

/**
 * What the quote must still have before it goes out, and what it lacks that only warns (docs/api.md, Quotes
 * to clients): its priced cost lines and cargo lines are counted through their modules.
 */
async function readinessOf(db: Db, quotation: Quotation) {
  const ofQuote = { quotation_id: String(quotation.id), limit: '1', select: 'id' };
  const [priced, cargo] = await Promise.all([
    costLinesService.list(db, { ...ofQuote, where: 'total_cost > 0' }),
    cargoLinesService.list(db, ofQuote),
  ]);
  return quoteReadiness({
    pricedLines: priced.total,
    total: quotation.total_cost,
    cargoLines: cargo.total,
    hasOriginAddress: quotation.origin_address !== null,
    hasDestinationAddress: quotation.destination_address !== null,
    originCode: quotation.origin_code,
    destinationCode: quotation.destination_code,
  });
}

async function assertSendable(db: Db, quotation: Quotation) {
  await assertCurrentRevision(db, quotation);
  if (!(SENDABLE_STATUSES as readonly string[]).includes(quotation.status))
    throw AppError.conflict(M.notSendable);
  if (quotation.expired) throw AppError.conflict(M.expired);
  // An empty quote never goes out: the answer lists what it needs, as the send dialog does.
  const { missing } = await readinessOf(db, quotation);
  if (missing.length > 0) {
    throw new AppError('QUOTE_NOT_READY', QUOTE_READINESS_MESSAGES.notReady(missing), {
      details: { missing },
    });
  }
}

/**
 * E-mails the quote: the PDF attached, the acceptance link in the message. The send is recorded before the
 * message goes out and removed again if the relay refuses it (503, nothing else happened). Once the relay has
 * accepted it the send stands: Pending or Working moves to On Client Review, an outbound Email interaction with
 * the PDF is logged with the contact, and a copy of the PDF is filed in the quotation's documents, each on its
 * own; one that fails is noted on the send (`filing_error`), logged, and named in the answer's `warning`, but
 * never turns the accepted send into an error that would invite sending it twice (docs/decisions.md).
 */
export async function send(
  deps: SendDeps,
  auth: AuthContext,
  id: number,
  input: QuoteSend,
  log?: FastifyBaseLogger,
): Promise<QuoteSendResult> {
  const { db, storage, mail } = deps;
  if (!mail.enabled) throw AppError.conflict(M.mailOff);
  const quotation = await quotationsService.get(db, id);
  await assertSendable(db, quotation);
  const low = await marginBelowMinimum(db, quotation);
  if (low && input.confirm_low_margin !== true) {
    throw AppError.conflict(LOW_MARGIN_CONFIRM_MESSAGE, { low_margin: low });
  }
  const token = randomBytes(32).toString('base64url');
  const acceptanceUrl = `${deps.publicUrl.replace(/\/$/, '')}/q/${token}`;
  // The sender's choice, else the contact's language, else the company's: the e-mail and its PDF follow it.
  const language = input.language ?? (await documentLanguage(db, quotation));
  const template = await templateIn(db, language);
  const { company } = template;
  const values = {
    ...templateValues(quotation, company, auth.user, language),
    acceptance_url: acceptanceUrl,
  };
  // A subject or message left blank is the template's in the language.
  const subject = fillQuoteTemplate(input.subject || template.subject, values);
  let message = fillQuoteTemplate(input.message || template.message, values);
  // The link is the point of the e-mail: a message edited without it still carries it.
  if (!message.includes(acceptanceUrl))
    message += `\n\n${documentText(language)('email.linkLine', { url: acceptanceUrl })}`;
  const { bytes, name } = await quotePdf(db, storage, id, language);

  const sent = await repo.insertSend(db, {
    quotation_id: id,
    sent_by: auth.user.id,
    sender_name: senderName(auth.user),
    recipients: input.to,
    subject,
    message,
    language,
    token_hash: hashToken(token),
    expires_at: linkExpiry(quotation.valid_until_date, company),
  });
  try {
    await mail.send({
      to: input.to,
      subject,
      text: message,
      from: companySender(company),
      replyTo: auth.user.email,
      attachments: [{ filename: name, content: bytes, contentType: 'application/pdf' }],
    });
  } catch {
    await repo.deleteSend(db, sent.id);
    throw new AppError('SERVICE_UNAVAILABLE', M.refused);
  }

  // The message is out: from here on a failure is reported, never thrown.
  const failed: string[] = [];
  const attempt = async (part: string, work: () => Promise<unknown>) => {
    try {
      await work();
    } catch (error) {
      failed.push(part);
      log?.error({ err: error, quotationId: id, sendId: sent.id }, `quote sent, but ${part} failed`);
    }
  };
  await attempt(M.partHistory, () =>
    recordQuotationEvent(db, id, 'quotation.sent', { to: input.to.join(', '), revision: quotation.revision }),
  );
  await attempt(M.partStatus, async () => {
    if (quotation.status === 'Pending' || quotation.status === 'Working') {
      await quotationsService.update(db, id, { status: 'OnClientReview' });
    } else {
      await publishEvent(db, { kind: 'quotation', action: 'updated', ids: [id] });
    }
  });
  const contactId = quotation.contact_id;
  if (contactId !== null) {
    await attempt(M.partInteraction, async () => {
      const upload = await storePdf(db, storage, auth.user.id, name, bytes);
      await supportService.create(
        db,
        {
          contact_id: contactId,
          subject: subject.slice(0, 255),
          description: `To: ${input.to.join(', ')}\n\n${message}`.slice(0, 10_000),
          channel: 'Email',
          category: 'Sales',
          status: 'Closed',
          interaction_type: 'Outbound',
          attachment_ids: [upload.id],
        },
        auth.user.id,
      );
    });
  }
  await attempt(M.partDocument, () => fileCopy(db, storage, auth, id, name, bytes));
  if (failed.length === 0) return { acceptance_url: acceptanceUrl };
  const warning = M.sentWithProblems(failed);
  await attempt('noting the failure on the send', () => repo.recordFilingError(db, sent.id, warning));
  return { acceptance_url: acceptanceUrl, warning };
}

export async function list(db: Db, id: number) {
  await quotationsService.get(db, id);
  const rows = await repo.sendsOf(db, id);
  const data = rows.map(({ token_hash: _hash, ...row }) => row);
  return { data, total: data.length, limit: 1000, offset: 0 };
}
