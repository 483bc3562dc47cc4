import { roundTo } from '../shared/numeric';
import type { Container, TransportMode } from './transport-modes';

/** Kilograms per cubic metre for each mode's volumetric weight (kept in the pricing settings). */
export interface ModeFactors {
  air: number;
  express: number;
  road: number;
  rail: number;
  /** Sea LCL weight-or-measure: kilograms one CBM counts as (1,000 = 1 revenue ton). */
  sea_lcl: number;
  /** Sea LCL minimum, in revenue tons (1 = 1,000 kg). */
  lcl_minimum_tons: number;
}

export const DEFAULT_MODE_FACTORS: ModeFactors = {
  air: 167,
  express: 200,
  road: 333,
  rail: 333,
  sea_lcl: 1000,
  lcl_minimum_tons: 1,
};

type ChargeableBasis = 'actual' | 'volumetric' | 'revenue_ton' | 'containers';

export interface ChargeableWeightInput {
  mode: TransportMode;
  actualKg: number;
  cbm: number;
  factors: ModeFactors;
  containers?: readonly Container[];
}

export interface ChargeableWeight {
  actualKg: number;
  /** cbm x the mode's factor, to the gram (0 for Sea FCL). */
  volumetricKg: number;
  /** What the freight is charged on, rounded as the trade does it. */
  chargedKg: number;
  basis: ChargeableBasis;
  /** The mode's factor used (kg per CBM); 0 for Sea FCL. */
  factor: number;
  /** Sea LCL: charged revenue tons (chargedKg / 1,000); null otherwise. */
  revenueTons: number | null;
  /** The calculation in words, e.g. '2.4 CBM x 167 = 400.8 kg > 310 kg actual: charged on 401 kg'. */
  formula: string;
}

const KG_PER_TON = 1000;

/** 400.8 → '400.8', 1234.5 → '1,234.5', 2 → '2' (at most 3 decimals). */
export function formatQuantity(value: number): string {
  return new Intl.NumberFormat('en-US', { maximumFractionDigits: 3 }).format(value);
}

/** Up to the next multiple of `step`, ignoring binary noise below a milligram (250.50000000000003 stays 250.5). */
export function roundUpTo(value: number, step: number): number {
  const steps = roundTo(value / step, 6);
  return roundTo(Math.ceil(steps) * step, 6);
}

function clean(value: number): number {
  return Number.isFinite(value) && value > 0 ? value : 0;
}

/** The factor of a weight-or-volume mode; Sea FCL has none. */
function modeFactor(mode: TransportMode, factors: ModeFactors): number {
  switch (mode) {
    case 'Air':
      return factors.air;
    case 'Express':
      return factors.express;
    case 'Road':
      return factors.road;
    case 'Rail':
      return factors.rail;
    case 'Sea LCL':
      return factors.sea_lcl;
    default:
      return 0;
  }
}

/** '2 x 40HC, 1 x 20GP', or 'no containers' when the list is empty. */
function describeContainers(containers: readonly Container[]): string {
  const rows = containers.filter((row) => row.count > 0);
  return rows.length ? rows.map((row) => `${row.count} x ${row.type}`).join(', ') : 'no containers';
}

/**
 * The chargeable weight of a shipment by transport mode:
 * - Air and Express: the greater of actual and volumetric weight (CBM x factor: 167 / 200), up to the next
 *   0.5 kg; charged on volumetric only when it is strictly greater than actual.
 * - Road and Rail: the same with their factor (333), up to the next whole kilogram.
 * - Sea LCL: weight or measure in revenue tons: the greater of tons (kg / 1,000) and CBM x factor / 1,000,
 *   at least the minimum (1 revenue ton); charged kg is revenue tons x 1,000, up to the next whole kilogram.
 * - Sea FCL: priced per container; the charged weight is the actual weight (for reference), basis 'containers'.
 */
export function chargeableWeight(input: ChargeableWeightInput): ChargeableWeight {
  const actualKg = roundTo(clean(input.actualKg), 3);
  const cbm = clean(input.cbm);
  const factor = modeFactor(input.mode, input.factors);
  const volumetricKg = roundTo(cbm * factor, 3);
  const cbmText = `${formatQuantity(roundTo(cbm, 3))} CBM x ${formatQuantity(factor)} = ${formatQuantity(volumetricKg)} kg`;

  if (input.mode === 'Sea FCL') {
    const containers = describeContainers(input.containers ?? []);
    return {
      actualKg,
      volumetricKg: 0,
      chargedKg: actualKg,
      basis: 'containers',
      factor: 0,
      revenueTons: null,
      formula: `Priced per container (${containers}); ${formatQuantity(actualKg)} kg actual`,
    };
  }

  if (input.mode === 'Sea LCL') {
    const minimumKg = clean(input.factors.lcl_minimum_tons) * KG_PER_TON;
    const raw = Math.max(actualKg, volumetricKg, minimumKg);
    const chargedKg = roundUpTo(raw, 1);
    const revenueTons = roundTo(chargedKg / KG_PER_TON, 3);
    const which =
      minimumKg >= actualKg && minimumKg >= volumetricKg
        ? `minimum ${formatQuantity(input.factors.lcl_minimum_tons)} revenue ton`
        : volumetricKg > actualKg
          ? `measure ${cbmText} > ${formatQuantity(actualKg)} kg weight`
          : `weight ${formatQuantity(actualKg)} kg >= measure ${cbmText}`;
    return {
      actualKg,
      volumetricKg,
      chargedKg,
      basis: 'revenue_ton',
      factor,
      revenueTons,
      formula: `Weight or measure: ${which}: charged on ${formatQuantity(revenueTons)} revenue tons (${formatQuantity(chargedKg)} kg)`,
    };
  }

  const step = input.mode === 'Air' || input.mode === 'Express' ? 0.5 : 1;
  const volumetric = volumetricKg > actualKg;
  const chargedKg = roundUpTo(volumetric ? volumetricKg : actualKg, step);
  const comparison = volumetric ? '>' : volumetricKg === actualKg ? '=' : '<';
  return {
    actualKg,
    volumetricKg,
    chargedKg,
    basis: volumetric ? 'volumetric' : 'actual',
    factor,
    revenueTons: null,
    formula: `${cbmText} ${comparison} ${formatQuantity(actualKg)} kg actual: charged on ${formatQuantity(chargedKg)} kg`,
  };
}
