import type { Db } from '../../platform/database/database';
import { AppError } from '../../platform/errors';
import { publishEvent } from '../../platform/events/publish-event';
import { recomputeQuotationTotals } from './quotation-totals';
import { lockQuotation } from './quotations.repository';
import * as quotationsService from './quotations.service';

/**
 * "Reprice with today's rates": the quotation records the pricing settings' current exchange rates (date and
 * source) in place of those it was priced with, and its lines, buy total and margin are recomputed with them.
 */
export async function repriceWithTodaysRates(db: Db, id: number) {
  await db.transaction(async (tx) => {
    if ((await lockQuotation(tx, id)) === undefined) throw AppError.notFound('Quotation not found');
    await recomputeQuotationTotals(tx, id, { bumpVersion: true, refreshRates: true });
    await publishEvent(tx, { kind: 'quotation', action: 'updated', ids: [id] });
  });
  return quotationsService.get(db, id);
}
