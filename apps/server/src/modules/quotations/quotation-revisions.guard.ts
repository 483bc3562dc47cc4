import { quoteNumberLabel, REVISION_MESSAGES } from '@freight/domain';
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

/** What a superseded revision's acceptance link answers (410): which revision replaced it. */
export async function supersededLinkMessage(db: Db, quotationNumber: string) {
  const newest = await newestRevisionOf(db, quotationNumber);
  const label = quoteNumberLabel({ quotation_number: quotationNumber, revision: newest?.revision ?? 1 });
  return REVISION_MESSAGES.linkSuperseded(label);
}
