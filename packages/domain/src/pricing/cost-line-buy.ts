import { amount, isBlank, type ShipmentBasis } from '../cost-lines/cost-total';
import type { CurrencyCode } from '../money/currencies';
import { multiplyMoney, roundMoney } from '../money/money';

/** The buy side of a cost line (docs/api.md) as a form or a record holds it; numbers may be text or blank. */
export interface CostBuyFields {
  calculation_method?: string | null;
  quantity?: unknown;
  buy_rate?: unknown;
  /** The buy total as entered (the record's `entered_buy_total`). */
  buy_total?: unknown;
}

/**
 * A cost line's buy total in its buy currency, rounded to that currency's minor units; null when it has no
 * buy side.
 * - Fixed: the entered buy total, else buy rate x quantity (default 1);
 * - CBM / Weight / Chargeable: buy rate x the shipment's CBM / actual kg / chargeable kg, else the entered
 *   buy total.
 */
export function costLineBuyTotal(
  item: CostBuyFields,
  shipment: ShipmentBasis,
  buyCurrency: CurrencyCode,
): number | null {
  const rate = isBlank(item.buy_rate) ? null : amount(item.buy_rate, 0);
  const total = isBlank(item.buy_total) ? null : roundMoney(amount(item.buy_total, 0), buyCurrency);
  const basis = (value: unknown) =>
    rate === null ? total : multiplyMoney(buyCurrency, rate, amount(value, 0));
  switch (item.calculation_method) {
    case 'CBM':
      return basis(shipment.total_cbm);
    case 'Weight':
      return basis(shipment.total_weight);
    case 'Chargeable':
      return basis(shipment.chargeable_weight);
    default:
      return total ?? (rate === null ? null : multiplyMoney(buyCurrency, rate, amount(item.quantity, 1)));
  }
}
