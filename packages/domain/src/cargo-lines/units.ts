import { choiceField } from '../shared/fields';

export const DIMENSION_UNITS = ['inches', 'cm', 'mm', 'm', 'ft'] as const;
export type DimensionUnit = (typeof DIMENSION_UNITS)[number];
export const dimensionUnitSchema = choiceField('Dimension unit', DIMENSION_UNITS);

export const VOLUME_UNITS = ['cbm', 'cft'] as const;
export type VolumeUnit = (typeof VOLUME_UNITS)[number];
export const volumeUnitSchema = choiceField('Volume unit', VOLUME_UNITS);

export const WEIGHT_UNITS = ['lbs', 'kg', 'g'] as const;
export type WeightUnit = (typeof WEIGHT_UNITS)[number];
export const weightUnitSchema = choiceField('Weight unit', WEIGHT_UNITS);

/** Metres in one unit of length: 1 inch = 0.0254 m, 1 cm = 0.01 m, 1 mm = 0.001 m, 1 ft = 0.3048 m. */
const METRES_PER_UNIT: Readonly<Record<DimensionUnit, number>> = {
  inches: 0.0254,
  cm: 0.01,
  mm: 0.001,
  m: 1,
  ft: 0.3048,
};

/** Cubic metres in one cubic foot, the usual rounding (about 35.3 cft per CBM). */
const CBM_PER_CFT = 0.0283168;

/** Kilograms in one unit of weight: 1 lb = 0.45359237 kg (exact), 1 g = 0.001 kg. */
const KG_PER_UNIT: Readonly<Record<WeightUnit, number>> = {
  lbs: 0.45359237,
  kg: 1,
  g: 0.001,
};

function factor<U extends string>(table: Readonly<Record<U, number>>, unit: string): number {
  return Object.hasOwn(table, unit) ? table[unit as U] : Number.NaN;
}

/** A length in metres. An unknown unit gives NaN, which the totals treat as "no measurement". */
export function toMetres(value: number, unit: DimensionUnit | string): number {
  return value * factor(METRES_PER_UNIT, unit);
}

/** Cubic feet to cubic metres at 0.0283168. */
export function cftToCbm(cft: number): number {
  return cft * CBM_PER_CFT;
}

/** A volume in cubic metres. An unknown unit gives NaN. */
export function toCbm(value: number, unit: VolumeUnit | string): number {
  if (unit === 'cbm') return value;
  if (unit === 'cft') return cftToCbm(value);
  return Number.NaN;
}

/** A weight in kilograms. An unknown unit gives NaN. */
export function toKg(value: number, unit: WeightUnit | string): number {
  return value * factor(KG_PER_UNIT, unit);
}
