import { multiplyMoney, sumMoney } from '../money/money';
import { roundTo, toFiniteNumber } from '../shared/numeric';
import type { CargoLineMeasurements } from './cargo-line-totals';
import {
  CBM_DECIMALS,
  cargoLineQuantity,
  computeCargoLineTotals,
  WEIGHT_DECIMALS,
} from './cargo-line-totals';

/** Kilograms of chargeable weight per cubic metre. */
const VOLUMETRIC_FACTOR = 167;

/** The weight freight is charged on: the larger of CBM x 167 and the actual weight in kg. */
export function volumetricWeight(totalCbm: number, totalWeightKg: number): number {
  return Math.max(totalCbm * VOLUMETRIC_FACTOR, totalWeightKg);
}

/** A box item as the shipment summary reads it: stored totals when present, else its measurements. */
export interface ShipmentLine extends CargoLineMeasurements {
  total_cbm?: unknown;
  total_weight?: unknown;
  declared_value_amount?: unknown;
  /** The declared value's currency; a line without one counts as in the quotation's currency. */
  declared_value_currency?: string | null;
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
  /**
   * Declared value x quantity of the lines declared in the quotation's currency, summed exactly and rounded to
   * that currency's decimals. Lines declared in another currency are never added in: amounts in different
   * currencies are not summed (the screens total them per currency, `declaredValueTotals`).
   */
  total_declared_value: number;
}

/** Totals over a quotation's box items; `currency` is the quotation's (the declared value's total is in it). */
export function summarizeShipment(items: readonly ShipmentLine[], currency: string): ShipmentSummary {
  let totalQuantity = 0;
  let totalCbm = 0;
  let totalWeight = 0;
  const declared: number[] = [];
  for (const item of items) {
    const quantity = cargoLineQuantity(item.quantity);
    const computed = computeCargoLineTotals(item);
    totalQuantity += quantity;
    totalCbm += toFiniteNumber(item.total_cbm) ?? computed.total_cbm;
    totalWeight += toFiniteNumber(item.total_weight) ?? computed.total_weight;
    const inCurrency = (item.declared_value_currency ?? currency) === currency;
    const amount = toFiniteNumber(item.declared_value_amount);
    if (inCurrency && amount !== null) declared.push(multiplyMoney(currency, amount, quantity));
  }
  return {
    item_count: items.length,
    total_quantity: totalQuantity,
    total_cbm: roundTo(totalCbm, CBM_DECIMALS),
    total_weight: roundTo(totalWeight, WEIGHT_DECIMALS),
    total_declared_value: sumMoney(declared, currency),
  };
}
