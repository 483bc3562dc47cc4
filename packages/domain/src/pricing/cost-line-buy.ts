import { amount, isBlank, roundMoney, type ShipmentBasis } from '../costs/cost-total';

/** The buy side of a cost line (docs/api.md) as a form or a record holds it; numbers may be text or blank. */
export interface CostBuyFields {
  calculation_method?: string | null;
  quantity?: unknown;
  buy_rate?: unknown;
  /** The buy total as entered (the record's `entered_buy_total`). */
  buy_total?: unknown;
}

/**
 * A cost line's buy total in its buy currency, to the cent; null when it has no buy side.
 * - Fixed: the entered buy total, else buy rate x quantity (default 1);
 * - CBM / Weight / Chargeable: buy rate x the shipment's CBM / actual kg / chargeable kg, else the entered
 *   buy total.
 */
export function costLineBuyTotal(item: CostBuyFields, shipment: ShipmentBasis): number | null {
  const rate = isBlank(item.buy_rate) ? null : amount(item.buy_rate, 0);
  const total = isBlank(item.buy_total) ? null : amount(item.buy_total, 0);
  const basis = (value: unknown) => (rate === null ? total : rate * amount(value, 0));
  let buy: number | null;
  switch (item.calculation_method) {
    case 'CBM':
      buy = basis(shipment.total_cbm);
      break;
    case 'Weight':
      buy = basis(shipment.total_weight);
      break;
    case 'Chargeable':
      buy = basis(shipment.chargeable_weight);
      break;
    default:
      buy = total ?? (rate === null ? null : rate * amount(item.quantity, 1));
  }
  return buy === null ? null : roundMoney(buy);
}
