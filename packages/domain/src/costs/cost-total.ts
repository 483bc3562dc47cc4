import { roundTo, toFiniteNumber } from '../shared/numeric';

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

/** Money to cents, half away from zero. */
export function roundMoney(value: number): number {
  return roundTo(value, 2);
}

export function isBlank(value: unknown): boolean {
  return value === null || value === undefined || (typeof value === 'string' && value.trim() === '');
}

// A blank value takes the default; a value that is present but not a number counts as 0.
export function amount(value: unknown, fallback: number): number {
  return isBlank(value) ? fallback : (toFiniteNumber(value) ?? 0);
}

/**
 * A cost item's total in dollars, rounded to cents:
 * - Fixed: the entered total cost;
 * - CBM: rate x the shipment's total CBM; Weight: rate x the shipment's total weight (kg);
 * - Chargeable: rate x the shipment's chargeable weight (kg, by transport mode);
 * - when that figure is not given (blank total for Fixed, blank rate for CBM/Weight, or another method):
 *   quantity (default 1) x unit cost (default 0).
 * Present but non-numeric values count as 0.
 */
export function costItemTotal(item: CostTotalFields, shipment: ShipmentBasis): number {
  const byQuantity = () => amount(item.quantity, 1) * amount(item.unit_cost, 0);
  switch (item.calculation_method) {
    case 'Fixed':
      return roundMoney(isBlank(item.total_cost) ? byQuantity() : amount(item.total_cost, 0));
    case 'CBM':
      return roundMoney(
        isBlank(item.rate) ? byQuantity() : amount(item.rate, 0) * amount(shipment.total_cbm, 0),
      );
    case 'Weight':
      return roundMoney(
        isBlank(item.rate) ? byQuantity() : amount(item.rate, 0) * amount(shipment.total_weight, 0),
      );
    case 'Chargeable':
      return roundMoney(
        isBlank(item.rate) ? byQuantity() : amount(item.rate, 0) * amount(shipment.chargeable_weight, 0),
      );
    default:
      return roundMoney(byQuantity());
  }
}
