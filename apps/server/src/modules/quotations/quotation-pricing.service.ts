import type { Db } from '../../platform/database/database';
import { AppError } from '../../platform/errors';
import { publishEvent } from '../../platform/events/publish-event';
import { assertCurrentRevision } from './quotation-revisions.guard';
import { recomputeQuotationTotals } from './quotation-totals';
import { lockQuotation } from './quotations.repository';
import * as quotationsService from './quotations.service';

/**
 * "Reprice with today's rates": the quotation records the pricing settings' current exchange rates (date and
 * source) in place of those it was priced with, and its lines, buy total and margin are recomputed with them.
 */
export async function repriceWithTodaysRates(db: Db, id: number) {
  await db.transaction(async (tx) => {
    const locked = await lockQuotation(tx, id);
    if (locked === undefined) throw AppError.notFound('Quotation not found');
    await assertCurrentRevision(tx, locked);
    await recomputeQuotationTotals(tx, id, { bumpVersion: true, refreshRates: true });
    await publishEvent(tx, { kind: 'quotation', action: 'updated', ids: [id] });
  });
  return quotationsService.get(db, id);
}
