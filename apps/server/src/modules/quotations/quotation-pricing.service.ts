import type { Db } from '../../platform/database/database';
import { AppError } from '../../platform/errors';
import { publishEvent } from '../../platform/events/publish-event';
import { assertOfferWritable } from './quotation-revisions.guard';
import { recomputeQuotationTotals } from './quotation-totals';
import { recordQuotationEvent } from './quotations.history';
import { findQuotationForUpdate, lockQuotation } from './quotations.repository';
import * as quotationsService from './quotations.service';

/**
 * "Reprice with today's rates": the quotation records the pricing settings' current exchange rates (date and
 * source) in place of those it was priced with, and its lines, buy total and margin are recomputed with them.
 * The history records the rates' date and the totals before and after.
 */
export async function repriceWithTodaysRates(db: Db, id: number) {
  await db.transaction(async (tx) => {
    const locked = await lockQuotation(tx, id);
    if (locked === undefined) throw AppError.notFound('Quotation not found');
    await assertOfferWritable(tx, locked);
    const before = await findQuotationForUpdate(tx, id);
    await recomputeQuotationTotals(tx, id, { bumpVersion: true, refreshRates: true });
    const after = await findQuotationForUpdate(tx, id);
    const change = (read: (row: NonNullable<typeof before>) => unknown) => ({
      old: before ? read(before) : null,
      new: after ? read(after) : null,
    });
    await recordQuotationEvent(tx, id, 'quotation.repriced', {
      changes: {
        rates_date: change((row) => row.priced_rates?.date ?? null),
        total_cost: change((row) => row.total_cost),
        total_buy: change((row) => row.total_buy),
      },
      currency: after?.currency ?? null,
    });
    await publishEvent(tx, { kind: 'quotation', action: 'updated', ids: [id] });
  });
  return quotationsService.get(db, id);
}
