import { chargeableWeight, margin, modeFactorsOf } from '@freight/domain';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../../platform/database/database';
import { isPgError, PG } from '../../platform/database/pg-errors';
import { AppError } from '../../platform/errors';
import { publishEvent } from '../../platform/events/publish-event';
import { shipmentSummary } from '../cargo-lines/cargo-summary.service';
import { recomputeLineTotals } from '../cost-lines/cost-line-totals.service';
import * as exchangeRatesService from '../exchange-rates/exchange-rates.service';
import { getPricingSettings } from '../settings/pricing-settings.service';
import { assertOfferWritable } from './quotation-revisions.guard';
import { findQuotationForUpdate, lockQuotation, setQuotationTotals } from './quotations.repository';

const QUOTATION_NOT_FOUND = 'Quotation not found';

/** The 400 for a new item whose `quotation_id` names no quotation. */
export const unknownQuotation = () =>
  AppError.badRequest(QUOTATION_NOT_FOUND, { quotation_id: QUOTATION_NOT_FOUND });

/**
 * Recomputes a quotation's totals from its items, never incrementally: CBM, weight and declared value
 * (declared value x quantity) from the box items; the chargeable weight of its transport mode (with the
 * factors from the pricing settings); then every cost line's sell and buy totals (so CBM-, Weight- and
 * Chargeable-based lines follow the cargo), the cost total as their sum, the buy total and the margin.
 *
 * Exchange rates: a quotation is priced with the rates recorded on it (`priced_rates`). A quotation without
 * recorded rates records today's rates in force (the exchange_rates table, each currency in the company's base)
 * on the first recompute that has a cost line, and keeps them: newer rates do not move it until someone
 * reprices it (`repriceWithTodaysRates`). While the table has no rate at all nothing is recorded, so the
 * first rates saved apply without a reprice.
 * The caller holds the quotation's row lock.
 */
export async function recomputeQuotationTotals(
  tx: Db,
  quotationId: number,
  options: { bumpVersion: boolean; refreshRates?: boolean } = { bumpVersion: true },
): Promise<void> {
  // The quotation, the pricing settings and the cargo are read in one go (queued on the transaction's
  // connection, no wait between them); the cargo is summed once the quotation's currency is known.
  const [quotation, settings, summarizeShipmentIn] = await Promise.all([
    findQuotationForUpdate(tx, quotationId),
    getPricingSettings(tx),
    shipmentSummary(tx, quotationId),
  ]);
  if (!quotation) return;
  const shipment = summarizeShipmentIn(quotation.currency);
  const weight = chargeableWeight({
    mode: quotation.transport_mode,
    actualKg: shipment.total_weight,
    cbm: shipment.total_cbm,
    factors: modeFactorsOf(settings),
    containers: quotation.containers,
  });
  const recorded = options.refreshRates ? null : quotation.priced_rates;
  const rates = recorded ?? (await exchangeRatesService.currentPricedRates(tx));
  const lines = await recomputeLineTotals(tx, quotationId, {
    shipment: { ...shipment, chargeable_weight: weight.chargedKg },
    currency: quotation.currency,
    rates,
  });
  const earned = margin(lines.totalCost, lines.totalBuy, quotation.currency);
  const hasLines = lines.lineCount > 0;
  await setQuotationTotals(
    tx,
    quotationId,
    {
      total_cbm: shipment.total_cbm,
      total_weight: shipment.total_weight,
      total_declared_value: shipment.total_declared_value,
      total_cost: lines.totalCost,
      chargeable_weight: weight.chargedKg,
      total_buy: lines.totalBuy,
      margin_amount: earned.amount,
      margin_percent: earned.percent,
      ...(recorded === null && (hasLines || options.refreshRates)
        ? { priced_rates: rates.date === null ? null : rates }
        : {}),
    },
    options.bumpVersion,
  );
}

/**
 * The currency and the exchange rates a quotation's lines convert with: those recorded on it, or (none
 * recorded) today's, which would be recorded by its next recompute.
 */
export async function quotationRates(db: Db, quotationId: number) {
  const quotation = await findQuotationForUpdate(db, quotationId);
  if (!quotation) throw AppError.notFound(QUOTATION_NOT_FOUND);
  return {
    currency: quotation.currency,
    rates: quotation.priced_rates ?? (await exchangeRatesService.currentPricedRates(db)),
  };
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
      // A superseded revision is read-only, and so is an accepted offer: their cargo and cost lines too.
      await assertOfferWritable(tx, locked);
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
