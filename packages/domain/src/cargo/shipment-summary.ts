import { roundTo, toFiniteNumber } from '../shared/numeric';
import type { BoxItemMeasurements } from './box-item-totals';
import { boxItemQuantity, CBM_DECIMALS, computeBoxItemTotals, WEIGHT_DECIMALS } from './box-item-totals';

/** Kilograms of chargeable weight per cubic metre. */
export const VOLUMETRIC_FACTOR = 167;

/** The weight freight is charged on: the larger of CBM x 167 and the actual weight in kg. */
export function volumetricWeight(totalCbm: number, totalWeightKg: number): number {
  return Math.max(totalCbm * VOLUMETRIC_FACTOR, totalWeightKg);
}

/** A box item as the shipment summary reads it: stored totals when present, else its measurements. */
export interface ShipmentLine extends BoxItemMeasurements {
  total_cbm?: unknown;
  total_weight?: unknown;
  declared_value_amount?: unknown;
}

/** The Shipment Details card and the quotation's total_* fields. */
export interface ShipmentSummary {
  /** Number of box item lines. */
  item_count: number;
  /** Pieces: the sum of the quantities. */
  total_quantity: number;
  /** Cubic metres, 6 decimals. */
  total_cbm: number;
  /** Kilograms, 3 decimals. */
  total_weight: number;
  /** Declared value x quantity, summed, 2 decimals. Amounts are added as they are: no currency conversion. */
  total_declared_value: number;
}

/** Totals over a quotation's box items. */
export function summarizeShipment(items: readonly ShipmentLine[]): ShipmentSummary {
  let totalQuantity = 0;
  let totalCbm = 0;
  let totalWeight = 0;
  let totalDeclared = 0;
  for (const item of items) {
    const quantity = boxItemQuantity(item.quantity);
    const computed = computeBoxItemTotals(item);
    totalQuantity += quantity;
    totalCbm += toFiniteNumber(item.total_cbm) ?? computed.total_cbm;
    totalWeight += toFiniteNumber(item.total_weight) ?? computed.total_weight;
    totalDeclared += (toFiniteNumber(item.declared_value_amount) ?? 0) * quantity;
  }
  return {
    item_count: items.length,
    total_quantity: totalQuantity,
    total_cbm: roundTo(totalCbm, CBM_DECIMALS),
    total_weight: roundTo(totalWeight, WEIGHT_DECIMALS),
    total_declared_value: roundTo(totalDeclared, 2),
  };
}
