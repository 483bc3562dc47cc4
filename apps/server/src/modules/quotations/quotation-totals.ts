import { costItemTotal, grandCostTotal, summarizeShipment } from '@freight/domain';
import type { Db } from '../../platform/database/database';
import { isPgError, PG } from '../../platform/database/pg-errors';
import { AppError } from '../../platform/errors';
import { shipmentLines } from '../box-items/box-items.repository';
import { costTotalInputs, setCostTotals } from '../cost-items/cost-items.repository';
import { lockQuotation, setQuotationTotals } from './quotations.repository';

/**
 * Recomputes a quotation's totals from its items, never incrementally: CBM, weight and declared value
 * (declared value x quantity) from the box items with `summarizeShipment`, then every cost line's total with
 * `costItemTotal` (so CBM- and Weight-based lines follow the cargo), and the cost total as their sum. The
 * caller holds the quotation's row lock.
 */
export async function recomputeQuotationTotals(
  tx: Db,
  quotationId: number,
  options: { bumpVersion: boolean } = { bumpVersion: true },
): Promise<void> {
  const shipment = summarizeShipment(await shipmentLines(tx, quotationId));
  const items = await costTotalInputs(tx, quotationId);
  const totals = items.map((item) => ({
    id: item.id,
    previous: item.total_cost,
    total_cost: costItemTotal({ ...item, total_cost: item.entered_total_cost }, shipment),
  }));
  await setCostTotals(
    tx,
    totals.filter((item) => item.total_cost !== item.previous),
  );
  await setQuotationTotals(
    tx,
    quotationId,
    {
      total_cbm: shipment.total_cbm,
      total_weight: shipment.total_weight,
      total_declared_value: shipment.total_declared_value,
      total_cost: grandCostTotal(totals),
    },
    options.bumpVersion,
  );
}

/**
 * Runs a change to a quotation's box or cost items in one transaction that first locks the quotation row
 * (`SELECT ... FOR UPDATE`), then recomputes its totals and bumps its version. Concurrent changes to the same
 * quotation's items therefore queue on the lock, and each recomputation sees every change committed before
 * it. `missing` is thrown when the quotation does not exist (or was deleted meanwhile). `answer`, when
 * given, reads what to answer after the recomputation, still inside the transaction.
 */
export async function changeQuotationContents<T, R = T>(
  db: Db,
  quotationId: number,
  missing: () => AppError,
  work: (tx: Db) => Promise<T>,
  answer?: (tx: Db, result: T) => Promise<R>,
): Promise<R> {
  try {
    return await db.transaction(async (tx) => {
      if (!(await lockQuotation(tx, quotationId))) throw missing();
      const result = await work(tx);
      await recomputeQuotationTotals(tx, quotationId);
      return answer ? answer(tx, result) : (result as unknown as R);
    });
  } catch (error) {
    if (isPgError(error, PG.numericOutOfRange)) throw AppError.badRequest('A number is too large to store');
    throw error;
  }
}
