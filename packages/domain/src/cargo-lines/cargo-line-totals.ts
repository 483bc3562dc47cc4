import { roundTo, toFiniteNumber } from '../shared/numeric';
import { toCbm, toKg, toMetres } from './units';

/** Decimals kept when totals are stored: CBM to 6 (a cubic centimetre), kilograms to 3 (a gram). */
export const CBM_DECIMALS = 6;
export const WEIGHT_DECIMALS = 3;

/** The measurement fields of a box item, as a form or a record holds them (numbers may be text or null). */
export interface CargoLineMeasurements {
  input_mode?: string | null;
  length?: unknown;
  width?: unknown;
  height?: unknown;
  dimension_unit?: string | null;
  volume_value?: unknown;
  volume_unit?: string | null;
  weight_value?: unknown;
  weight_unit?: string | null;
  quantity?: unknown;
}

/** Volume in cubic metres and weight in kilograms, for one piece and for the whole quantity. */
export interface CargoLineTotals {
  individual_cbm: number;
  total_cbm: number;
  individual_weight: number;
  total_weight: number;
}

/** The quantity rule of the forms and the totals: 1 when missing or not a number, whole pieces, at least 1. */
export function cargoLineQuantity(value: unknown): number {
  const number = toFiniteNumber(value);
  return number === null ? 1 : Math.max(1, Math.trunc(number));
}

// A measurement that is missing, not a number, negative or in an unknown unit counts as 0.
function measure(value: unknown, convert: (n: number) => number): number {
  const number = toFiniteNumber(value);
  if (number === null || number < 0) return 0;
  const converted = convert(number);
  return Number.isFinite(converted) ? converted : 0;
}

/**
 * CBM and weight of a box item at full precision. Dimensions mode (the default): L x W x H in metres.
 * Volume mode: the volume in cbm, or cft x 0.0283168. Weight in kg. Totals multiply by the quantity
 * (`cargoLineQuantity`). Round only when storing: `roundCargoLineTotals` / `storedCargoLineTotals`.
 */
export function computeCargoLineTotals(item: CargoLineMeasurements): CargoLineTotals {
  const quantity = cargoLineQuantity(item.quantity);
  const unit = item.dimension_unit ?? '';
  const individual_cbm =
    item.input_mode === 'volume'
      ? measure(item.volume_value, (v) => toCbm(v, item.volume_unit ?? ''))
      : measure(item.length, (v) => toMetres(v, unit)) *
        measure(item.width, (v) => toMetres(v, unit)) *
        measure(item.height, (v) => toMetres(v, unit));
  const individual_weight = measure(item.weight_value, (v) => toKg(v, item.weight_unit ?? ''));
  return {
    individual_cbm,
    total_cbm: individual_cbm * quantity,
    individual_weight,
    total_weight: individual_weight * quantity,
  };
}

/** Totals as stored on the box item: CBM to 6 decimals, kg to 3, each rounded from the full-precision value. */
export function roundCargoLineTotals(totals: CargoLineTotals): CargoLineTotals {
  return {
    individual_cbm: roundTo(totals.individual_cbm, CBM_DECIMALS),
    total_cbm: roundTo(totals.total_cbm, CBM_DECIMALS),
    individual_weight: roundTo(totals.individual_weight, WEIGHT_DECIMALS),
    total_weight: roundTo(totals.total_weight, WEIGHT_DECIMALS),
  };
}

/** What the server writes into a box item's computed fields on create and update. */
export function storedCargoLineTotals(item: CargoLineMeasurements): CargoLineTotals {
  return roundCargoLineTotals(computeCargoLineTotals(item));
}
