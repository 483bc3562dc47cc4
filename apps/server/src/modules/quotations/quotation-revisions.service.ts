import { diffRevisions, REVISION_MESSAGES, type RevisionSide, userDisplayName } from '@freight/domain';
import { found } from '../../platform/crud';
import type { Db } from '../../platform/database/database';
import { AppError } from '../../platform/errors';
import { publishEvent } from '../../platform/events/publish-event';
import { assertCurrentRevision } from './quotation-revisions.guard';
import * as repo from './quotation-revisions.repository';
import { recordQuotationUpdate } from './quotations.history';
import * as quotationsService from './quotations.service';
import { addressLines } from './quote-pdf.service';

const NOT_FOUND = 'Quotation not found';

/**
 * Makes the next revision of a sent quote, in one transaction under the quotation's row lock (the lock every
 * write to a quotation and its items takes): the copy gets the same number, revision + 1, status Working (it
 * is being reworked; sending it moves it to On Client Review), every field, cloned addresses, the cargo and
 * cost lines (each keeping its line_key), and totals recomputed; the revised one is marked superseded. A
 * second revise of the same quotation waits on the lock, then finds it superseded and answers 409.
 */
export async function revise(db: Db, id: number, userId: number) {
  const newId = await db.transaction(async (tx) => {
    const original = found(await quotationsService.findForUpdate(tx, id), NOT_FOUND);
    await assertCurrentRevision(tx, original);
    if (!(await repo.wasSent(tx, id))) throw AppError.conflict(REVISION_MESSAGES.notSent);
    const newest = await repo.newestRevisionOf(tx, original.quotation_number);
    const {
      id: _id,
      version: _version,
      created_at: _created,
      updated_at: _updated,
      accepted_by: _acceptedBy,
      accepted_at: _acceptedAt,
      accepted_ip: _acceptedIp,
      accepted_po_number: _po,
      declined_at: _declinedAt,
      decline_reason: _reason,
      decline_comment: _comment,
      ...fields
    } = original;
    const copyId = await quotationsService.insertRevision(tx, original, {
      ...fields,
      revision: Math.max(newest?.revision ?? 1, original.revision) + 1,
      superseded: false,
      status: 'Working',
      revised_by: userId,
    });
    await repo.markSuperseded(tx, id);
    // The revised one's history says so ('Superseded: No → Yes').
    await recordQuotationUpdate(tx, original, { superseded: true });
    await publishEvent(tx, { kind: 'quotation', action: 'created', ids: [copyId] });
    await publishEvent(tx, { kind: 'quotation', action: 'updated', ids: [id] });
    return copyId;
  });
  return quotationsService.get(db, newId);
}

/** Every revision of the quote number of quotation `id`, newest first. */
export async function revisions(db: Db, id: number) {
  const quotation = await quotationsService.get(db, id);
  const rows = await repo.revisionsOf(db, quotation.quotation_number);
  return {
    data: rows.map(({ made_by_id, made_by_first, made_by_last, made_by_email, ...row }) => ({
      ...row,
      made_by:
        made_by_id === null
          ? null
          : {
              id: made_by_id,
              name: userDisplayName({
                first_name: made_by_first ?? '',
                last_name: made_by_last ?? '',
                email: made_by_email ?? '',
              }),
            },
    })),
  };
}

async function side(
  db: Db,
  quotation: Awaited<ReturnType<typeof quotationsService.get>>,
): Promise<RevisionSide> {
  const lines = await repo.linesOf(db, quotation.id);
  return {
    id: quotation.id,
    revision: quotation.revision,
    quotation: {
      ...quotation,
      origin: addressLines(quotation.origin_address).join(', '),
      destination: addressLines(quotation.destination_address).join(', '),
    },
    cargo: lines.cargo,
    costs: lines.costs,
  };
}

/** What changed from revision `from` to revision `to`; both must be revisions of quotation `id`'s number. */
export async function diff(db: Db, id: number, query: { from: number; to: number }) {
  const quotation = await quotationsService.get(db, id);
  const pick = async (field: 'from' | 'to') => {
    const other = await quotationsService.find(db, query[field]);
    if (!other || other.quotation_number !== quotation.quotation_number) {
      throw AppError.badRequest(REVISION_MESSAGES.notSameQuote, { [field]: REVISION_MESSAGES.notSameQuote });
    }
    return side(db, other);
  };
  const [from, to] = await Promise.all([pick('from'), pick('to')]);
  return diffRevisions(from, to);
}
