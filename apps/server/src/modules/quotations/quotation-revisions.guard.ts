import {
  ACCEPTED_OFFER_MESSAGES,
  isOfferLocked,
  offerFieldsIn,
  quoteNumberLabel,
  REVISION_MESSAGES,
} from '@freight/domain';
import type { Db } from '../../platform/database/database';
import { AppError } from '../../platform/errors';
import { newestRevisionOf } from './quotation-revisions.repository';

/** The 409 for any write to a superseded revision, naming the newest one. */
async function supersededError(db: Db, quotationNumber: string) {
  const newest = await newestRevisionOf(db, quotationNumber);
  return AppError.conflict(REVISION_MESSAGES.superseded(newest?.revision ?? 0), {
    newest_id: newest?.id ?? null,
  });
}

/**
 * Refuses a write to a superseded revision (an offer once replaced stays as it was sent). Callers hold
 * the quotation's row lock, which a revise takes too, so a write either lands before the revise copies the
 * quotation or is refused after it.
 */
export async function assertCurrentRevision(
  db: Db,
  quotation: { quotation_number: string; superseded: boolean },
): Promise<void> {
  if (quotation.superseded) throw await supersededError(db, quotation.quotation_number);
}

/** The 409 for a change to an offer the client accepted: the way out is a revision, accepted again. */
function acceptedOfferLocked(): AppError {
  return new AppError('QUOTE_ACCEPTED_LOCKED', ACCEPTED_OFFER_MESSAGES.locked);
}

/**
 * Refuses a change to a quotation's offer: any write to a superseded revision, and a write that changes the
 * offer of a quote the client accepted (its lines, cargo, prices and offer fields; `changes` names the
 * quotation fields of an update, and without it the write is taken to change the offer). Status moves and
 * staff's notes pass. Callers hold the quotation's row lock, which the client's acceptance takes too, so a
 * change either lands before the acceptance (and is what the client sees) or is refused after it.
 */
export async function assertOfferWritable(
  db: Db,
  quotation: { quotation_number: string; superseded: boolean; accepted_at: string | Date | null },
  changes?: Record<string, unknown>,
): Promise<void> {
  await assertCurrentRevision(db, quotation);
  if (!isOfferLocked(quotation)) return;
  if (changes === undefined || offerFieldsIn(changes).length > 0) throw acceptedOfferLocked();
}

/**
 * Refuses deleting a quote the client accepted (409): it is the record of what they agreed to, and the order
 * goes on from it. Callers hold the quotation's row lock, which the client's acceptance takes too.
 */
export function assertDeletable(quotation: { accepted_at: string | Date | null }): void {
  if (isOfferLocked(quotation))
    throw new AppError('QUOTE_ACCEPTED_LOCKED', ACCEPTED_OFFER_MESSAGES.deleteLocked);
}

/** What a superseded revision's acceptance link answers (410): which revision replaced it. */
export async function supersededLinkMessage(db: Db, quotationNumber: string) {
  const newest = await newestRevisionOf(db, quotationNumber);
  const label = quoteNumberLabel({ quotation_number: quotationNumber, revision: newest?.revision ?? 1 });
  return REVISION_MESSAGES.linkSuperseded(label);
}
