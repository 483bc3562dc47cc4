import {
  type Currency,
  convertMoney,
  costLineBuyTotal,
  costLineTotal,
  type ExchangeRates,
  grandCostTotal,
  type ShipmentBasis,
  sumMoney,
} from '@freight/domain';
import type { Db } from '../../platform/database/database';
import * as repo from './cost-lines.repository';

// Kept apart from cost-lines.service.ts, which changes lines under the quotation's lock and so imports the
// quotation's totals: the totals read the lines through this file, and no import runs in a circle.

/** What a quotation's lines are priced against: its cargo, its currency and the exchange rates in effect. */
export interface LinePricing {
  shipment: ShipmentBasis;
  currency: Currency;
  rates: ExchangeRates;
}

/**
 * Recomputes every cost line of a quotation: the sell total (`costLineTotal`, so CBM-, Weight- and
 * Chargeable-based lines follow the cargo), the buy total in its buy currency (`costLineBuyTotal`) and that
 * buy total in the quotation's currency (`convertMoney` with the given rates; null when a rate is missing).
 * Stores the lines that changed; answers the sell total and the buy total (lines without a buy side count 0).
 */
export async function recomputeLineTotals(db: Db, quotationId: number, pricing: LinePricing) {
  const items = await repo.costTotalInputs(db, quotationId);
  const lines = items.map((item) => {
    const buyCurrency = item.buy_currency ?? pricing.currency;
    const buyTotal = costLineBuyTotal(
      { ...item, buy_total: item.entered_buy_total },
      pricing.shipment,
      buyCurrency,
    );
    const buyCost =
      buyTotal === null ? null : convertMoney(buyTotal, buyCurrency, pricing.currency, pricing.rates);
    return {
      item,
      id: item.id,
      total_cost: costLineTotal(
        { ...item, total_cost: item.entered_total_cost },
        pricing.shipment,
        pricing.currency,
      ),
      buy_total: buyTotal,
      buy_cost: buyCost,
    };
  });
  await repo.setCostTotals(
    db,
    lines.filter(
      ({ item, ...line }) =>
        line.total_cost !== item.total_cost ||
        line.buy_total !== item.buy_total ||
        line.buy_cost !== item.buy_cost,
    ),
  );
  return {
    lineCount: lines.length,
    totalCost: grandCostTotal(lines, pricing.currency),
    totalBuy: sumMoney(
      lines.map((line) => line.buy_cost ?? 0),
      pricing.currency,
    ),
  };
}
