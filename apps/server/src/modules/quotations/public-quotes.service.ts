import type { Quotation } from '@freight/domain';
import {
  type DocumentLanguage,
  documentLanguageOf,
  LOST_REASON_OF_DECLINE,
  QUOTE_ANSWER_MESSAGES as M,
  type PublicQuote,
  type QuoteAccept,
  type QuoteDecline,
  SENDABLE_STATUSES,
} from '@freight/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../platform/database/database';
import { AppError } from '../../platform/errors';
import { publishEvent } from '../../platform/events/publish-event';
import type { Storage } from '../../platform/storage/storage';
import { contentDisposition } from '../files/download-headers';
import * as notificationsService from '../notifications/notifications.service';
import { supersededLinkMessage } from './quotation-revisions.guard';
import { quotationStatusMoved } from './quotation-status-moves';

import { recordQuotationEvent } from './quotations.history';
import * as quotationsService from './quotations.service';
import { quotePdf, quotePdfData } from './quote-pdf.service';
import * as repo from './quote-sends.repository';
import { hashToken } from './quote-sends.service';

/** Acceptance-link requests one client address may make per minute (views, downloads, answers, misses). */
const QUOTE_LINK_REQUESTS_PER_MINUTE = 30;

const gone = (message: string) => new AppError('GONE', message);

/**
 * The quote behind a link, checked in this order: the caller's address is under its limit (counted in
 * PostgreSQL, so every server process agrees), the token names a sending (404), no newer revision replaced it
 * (410, naming it), the client has not answered (410, saying how they answered; unless `answered` is 'show':
 * reading the quote and its PDF after the answer shows the offer as it was answered), the quote is still open
 * and its valid-until day has not passed (410).
 */
async function openQuote(
  db: Db,
  token: string,
  request: FastifyRequest,
  reply: FastifyReply,
  answered: 'show' | 'refuse' = 'refuse',
) {
  if ((await repo.recentAccessFrom(db, request.ip)) >= QUOTE_LINK_REQUESTS_PER_MINUTE) {
    reply.header('retry-after', '60');
    throw new AppError('TOO_MANY_REQUESTS', M.tooManyRequests);
  }
  await repo.recordAccess(db, request.ip);
  const sent = await repo.findSendByHash(db, hashToken(token));
  if (!sent) throw AppError.notFound(M.linkUnknown);
  const quotation = await quotationsService.get(db, sent.quotation_id);
  // A revised quote's old link is dead, saying which revision replaced it.
  if (quotation.superseded) throw gone(await supersededLinkMessage(db, quotation.quotation_number));
  if ((quotation.accepted_at || quotation.declined_at) && answered === 'show') return { sent, quotation };
  if (quotation.accepted_at) throw gone(M.alreadyAccepted);
  if (quotation.declined_at) throw gone(M.alreadyDeclined);
  if (!(SENDABLE_STATUSES as readonly string[]).includes(quotation.status)) throw gone(M.noLongerOpen);
  // The quote's valid-until date as it is now, through its last day on the company's clock (`expired`):
  // extending the validity brings the link back.
  if (quotation.expired) throw gone(M.linkExpired);
  return { sent, quotation };
}

/** What the client sees: what the PDF shows, no internal field (see `publicQuoteSchema`). */
export async function view(
  db: Db,
  storage: Storage,
  token: string,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<PublicQuote> {
  const { sent, quotation } = await openQuote(db, token, request, reply, 'show');
  const language = await linkLanguage(db, quotation.id);
  const data = await quotePdfData(db, storage, quotation, language);
  return {
    language,
    quotation_number: data.quotation_number,
    company_name: data.company.company_name,
    client_name: data.client_name,
    created_date: data.created_date,
    valid_until_date: data.valid_until_date,
    currency: data.currency,
    origin: data.origin.join(', '),
    destination: data.destination.join(', '),
    incoterm: data.incoterm,
    incoterm_place: data.incoterm_place,
    origin_place: data.origin_place,
    destination_place: data.destination_place,
    total_cbm: data.totals.cbm,
    total_weight: data.totals.weight,
    total_cost: data.total_cost,
    cost_lines: data.costs.map(({ location, description, amount }) => ({ location, description, amount })),
    terms: data.company.terms,
    sender_name: sent.sender_name,
    answer: answerOf(quotation),
  };
}

/** The link speaks the language of the quotation's last send, as its e-mail and PDF did. */
async function linkLanguage(db: Db, quotationId: number): Promise<DocumentLanguage> {
  return documentLanguageOf(await repo.lastSendLanguage(db, quotationId), 'en');
}

/** How the client answered, as the link shows it after the answer (null while the quote is open). */
function answerOf(quotation: Quotation): PublicQuote['answer'] {
  if (quotation.accepted_at) {
    const { accepted_at: at, accepted_by: name, accepted_po_number: po } = quotation;
    return { status: 'accepted', at, name: name ?? '', po_number: po ?? '', reason: '' };
  }
  if (quotation.declined_at) {
    const reason = quotation.decline_reason ?? '';
    return { status: 'declined', at: quotation.declined_at, name: '', po_number: '', reason };
  }
  return null;
}

export async function pdf(
  db: Db,
  storage: Storage,
  token: string,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const { quotation } = await openQuote(db, token, request, reply, 'show');
  const { bytes, name } = await quotePdf(db, storage, quotation.id, await linkLanguage(db, quotation.id));
  return reply
    .status(200)
    .header('content-type', 'application/pdf')
    .header('content-disposition', contentDisposition('attachment', name))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'no-store')
    .send(bytes);
}

/**
 * Records the answer unless another got there first (then answers how the quote was answered); the quotation's
 * history and audit trail record it, and its creator is notified, in the same transaction.
 */
async function answer(
  db: Db,
  quotation: Quotation,
  values: Parameters<typeof repo.recordAnswer>[2],
  notice: Parameters<typeof notificationsService.quoteAnswered>[2],
  event: (
    quotation: Quotation,
  ) => { action: 'quotation.accepted' | 'quotation.declined' } & Record<string, unknown>,
) {
  const quotationId = quotation.id;
  const row = await db.transaction(async (tx) => {
    const updated = await repo.recordAnswer(tx, quotationId, values);
    if (updated) {
      await quotationStatusMoved(tx, quotationId, quotation.status, values.status, null);
      const { action, ...details } = event(quotation);
      await recordQuotationEvent(tx, quotationId, action, {
        changes: { status: { old: quotation.status, new: values.status } },
        ...details,
      });
      await publishEvent(tx, { kind: 'quotation', action: 'status_changed', ids: [quotationId] });
      await notificationsService.quoteAnswered(tx, { ...quotation, ownerId: quotation.user_id }, notice);
    }
    return updated;
  });
  if (!row) {
    const now = await quotationsService.get(db, quotationId);
    if (now.superseded) throw gone(await supersededLinkMessage(db, now.quotation_number));
    throw gone(now.accepted_at ? M.alreadyAccepted : M.alreadyDeclined);
  }
}

export async function accept(
  db: Db,
  token: string,
  input: QuoteAccept,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const { quotation } = await openQuote(db, token, request, reply);
  await answer(
    db,
    quotation,
    {
      status: 'Active',
      accepted_by: input.name,
      accepted_at: new Date().toISOString(),
      accepted_ip: request.ip,
      accepted_po_number: input.po_number ?? '',
    },
    { accepted: true, name: input.name },
    // The offer as accepted: its total is what staff can no longer change.
    ({ revision, total_cost, currency }) => ({
      action: 'quotation.accepted',
      accepted_by: input.name,
      po_number: input.po_number ?? '',
      revision,
      total_cost,
      currency,
    }),
  );
  return { status: 'accepted' as const, message: M.accepted };
}

export async function decline(
  db: Db,
  token: string,
  input: QuoteDecline,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const { quotation } = await openQuote(db, token, request, reply);
  await answer(
    db,
    quotation,
    {
      status: 'Cancelled',
      declined_at: new Date().toISOString(),
      decline_reason: input.reason,
      decline_comment: input.comment ?? '',
      // The same lost reason as a cancellation by staff, so the dashboard counts both.
      lost_reason: LOST_REASON_OF_DECLINE[input.reason],
      lost_to: '',
      lost_comment: input.comment ?? '',
    },
    { accepted: false, reason: input.reason },
    ({ revision }) => ({
      action: 'quotation.declined',
      reason: input.reason,
      comment: input.comment ?? '',
      revision,
    }),
  );
  return { status: 'declined' as const, message: M.declined };
}
