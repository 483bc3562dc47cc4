import type { SQL } from 'drizzle-orm';
import type { Db } from '../../platform/database/database';
import { isPgError, PG } from '../../platform/database/pg-errors';
import { AppError } from '../../platform/errors';
import { publishEvent } from '../../platform/events/publish-event';
import * as boxItemsService from '../box-items/box-items.service';
import * as costItemsService from '../cost-items/cost-items.service';
import { assertCurrentRevision } from './quotation-revisions.guard';
import { lockQuotation, setQuotationTotals } from './quotations.repository';

const QUOTATION_NOT_FOUND = 'Quotation not found';

/** The 400 for a new item whose `quotation_id` names no quotation. */
export const unknownQuotation = () =>
  AppError.badRequest(QUOTATION_NOT_FOUND, { quotation_id: QUOTATION_NOT_FOUND });

/**
 * Recomputes a quotation's totals from its items, never incrementally: CBM, weight and declared value
 * (declared value x quantity) from the box items, then every cost line's total (so CBM- and Weight-based
 * lines follow the cargo), and the cost total as their sum. The caller holds the quotation's row lock.
 */
export async function recomputeQuotationTotals(
  tx: Db,
  quotationId: number,
  options: { bumpVersion: boolean } = { bumpVersion: true },
): Promise<void> {
  const shipment = await boxItemsService.shipmentSummary(tx, quotationId);
  const totalCost = await costItemsService.recomputeLineTotals(tx, quotationId, shipment);
  await setQuotationTotals(
    tx,
    quotationId,
    {
      total_cbm: shipment.total_cbm,
      total_weight: shipment.total_weight,
      total_declared_value: shipment.total_declared_value,
      total_cost: totalCost,
    },
    options.bumpVersion,
  );
}

/**
 * Runs a change to a quotation's box or cost items in one transaction that first locks the quotation row
 * (`SELECT ... FOR UPDATE`), then recomputes its totals and bumps its version. Concurrent changes to the same
 * quotation's items therefore queue on the lock, and each recomputation sees every change committed before
 * it; an item read in `work` is read under the lock, once. `quotation` is the quotation's id, or (to change
 * an existing item) the subquery naming the quotation that holds it. `missing` is thrown when there is no
 * such quotation (or item). `answer`, when given, reads what to answer after the recomputation, still inside
 * the transaction.
 */
export async function changeQuotationContents<T, R = T>(
  db: Db,
  quotation: number | SQL,
  missing: () => AppError,
  work: (tx: Db) => Promise<T>,
  answer?: (tx: Db, result: T) => Promise<R>,
): Promise<R> {
  try {
    return await db.transaction(async (tx) => {
      const locked = await lockQuotation(tx, quotation);
      if (locked === undefined) throw missing();
      // A superseded revision is read-only: its cargo and cost lines too.
      await assertCurrentRevision(tx, locked);
      const quotationId = locked.id;
      const result = await work(tx);
      await recomputeQuotationTotals(tx, quotationId);
      await publishEvent(tx, { kind: 'quotation', action: 'updated', ids: [quotationId] });
      return answer ? answer(tx, result) : (result as unknown as R);
    });
  } catch (error) {
    if (isPgError(error, PG.numericOutOfRange)) throw AppError.badRequest('A number is too large to store');
    throw error;
  }
}
