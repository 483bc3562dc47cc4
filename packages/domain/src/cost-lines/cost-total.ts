import type { CurrencyCode } from '../money/currencies';
import { multiplyMoney, roundMoney } from '../money/money';
import { toFiniteNumber } from '../shared/numeric';

/** The fields of a cost item (or its form) that decide its total; numbers may be text or blank. */
export interface CostTotalFields {
  calculation_method?: string | null;
  quantity?: unknown;
  unit_cost?: unknown;
  rate?: unknown;
  total_cost?: unknown;
}

/** The quotation's shipment figures a rate applies to: cubic metres and kilograms. */
export interface ShipmentBasis {
  total_cbm?: unknown;
  total_weight?: unknown;
  /** The mode's chargeable weight in kg (docs/api.md, Pricing); a 'Chargeable' line prices rate x this. */
  chargeable_weight?: unknown;
}

export function isBlank(value: unknown): boolean {
  return value === null || value === undefined || (typeof value === 'string' && value.trim() === '');
}

// A blank value takes the default; a value that is present but not a number counts as 0.
export function amount(value: unknown, fallback: number): number {
  return isBlank(value) ? fallback : (toFiniteNumber(value) ?? 0);
}

/**
 * A cost item's total in the quotation's currency, rounded once to its minor units (`roundMoney`), the
 * product computed exactly:
 * - Fixed: the entered total cost;
 * - CBM: rate x the shipment's total CBM; Weight: rate x the shipment's total weight (kg);
 * - Chargeable: rate x the shipment's chargeable weight (kg, by transport mode);
 * - when that figure is not given (blank total for Fixed, blank rate for CBM/Weight, or another method):
 *   quantity (default 1) x unit cost (default 0).
 * Present but non-numeric values count as 0.
 */
export function costLineTotal(
  item: CostTotalFields,
  shipment: ShipmentBasis,
  currency: CurrencyCode,
): number {
  const byQuantity = () => multiplyMoney(currency, amount(item.quantity, 1), amount(item.unit_cost, 0));
  const byRate = (basis: unknown) =>
    isBlank(item.rate) ? byQuantity() : multiplyMoney(currency, amount(item.rate, 0), amount(basis, 0));
  switch (item.calculation_method) {
    case 'Fixed':
      return isBlank(item.total_cost) ? byQuantity() : roundMoney(amount(item.total_cost, 0), currency);
    case 'CBM':
      return byRate(shipment.total_cbm);
    case 'Weight':
      return byRate(shipment.total_weight);
    case 'Chargeable':
      return byRate(shipment.chargeable_weight);
    default:
      return byQuantity();
  }
}
