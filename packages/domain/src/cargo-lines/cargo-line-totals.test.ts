import { describe, expect, it } from 'vitest';
import {
  cargoLineQuantity,
  computeCargoLineTotals,
  roundCargoLineTotals,
  storedCargoLineTotals,
} from './cargo-line-totals';

/** Each given total to 12 decimals: the conversions are exact, so only floating-point noise may differ. */
function expectTotalsCloseTo(totals: object, expected: Record<string, number>) {
  for (const [name, value] of Object.entries(expected)) {
    expect((totals as Record<string, number>)[name], name).toBeCloseTo(value, 12);
  }
}

describe('box item totals in dimensions mode', () => {
  it('multiplies length, width and height in metres and weight in kg by the quantity', () => {
    const totals = computeCargoLineTotals({
      input_mode: 'dimensions',
      length: 100,
      width: 50,
      height: 40,
      dimension_unit: 'cm',
      weight_value: 20,
      weight_unit: 'kg',
      quantity: 3,
    });
    expectTotalsCloseTo(totals, {
      individual_cbm: 0.2,
      total_cbm: 0.6,
      individual_weight: 20,
      total_weight: 60,
    });
  });

  it('converts inches and pounds', () => {
    const totals = computeCargoLineTotals({
      length: 48,
      width: 40,
      height: 36,
      dimension_unit: 'inches',
      weight_value: 150,
      weight_unit: 'lbs',
      quantity: 2,
    });
    // 48 x 40 x 36 in = 69120 in³ x 0.0254³ m³/in³ = 1.13267386368 m³ exactly
    expectTotalsCloseTo(totals, {
      individual_cbm: 1.13267386368,
      total_cbm: 2.26534772736,
      individual_weight: 68.0388555,
      total_weight: 136.077711,
    });
  });

  it('converts millimetres, metres, feet and grams', () => {
    expect(
      computeCargoLineTotals({ length: 1000, width: 500, height: 200, dimension_unit: 'mm' }).individual_cbm,
    ).toBeCloseTo(0.1, 12);
    expect(
      computeCargoLineTotals({ length: 1.2, width: 0.8, height: 1.5, dimension_unit: 'm' }).individual_cbm,
    ).toBeCloseTo(1.44, 12);
    expect(
      computeCargoLineTotals({ length: 10, width: 8, height: 8, dimension_unit: 'ft' }).individual_cbm,
    ).toBeCloseTo(
      18.12278181888, // 640 ft³ x 0.028316846592 m³/ft³
      12,
    );
    expect(
      computeCargoLineTotals({ weight_value: 750, weight_unit: 'g', quantity: 4 }).total_weight,
    ).toBeCloseTo(3, 12);
  });

  it('treats a missing dimension as zero volume but still counts the weight', () => {
    const totals = computeCargoLineTotals({
      length: 10,
      width: null,
      height: 10,
      dimension_unit: 'cm',
      weight_value: '5',
      weight_unit: 'kg',
    });
    expect(totals).toEqual({ individual_cbm: 0, total_cbm: 0, individual_weight: 5, total_weight: 5 });
  });
});

describe('box item totals in volume mode', () => {
  it('takes cubic metres as given, times the quantity', () => {
    const totals = computeCargoLineTotals({
      input_mode: 'volume',
      volume_value: 1.25,
      volume_unit: 'cbm',
      quantity: 4,
    });
    expectTotalsCloseTo(totals, { individual_cbm: 1.25, total_cbm: 5 });
  });

  it('converts cubic feet at 0.0283168', () => {
    const totals = computeCargoLineTotals({
      input_mode: 'volume',
      volume_value: '50',
      volume_unit: 'cft',
      quantity: 2,
    });
    expectTotalsCloseTo(totals, { individual_cbm: 1.41584, total_cbm: 2.83168 });
  });

  it('ignores the dimensions', () => {
    const totals = computeCargoLineTotals({
      input_mode: 'volume',
      volume_value: 2,
      volume_unit: 'cbm',
      length: 100,
      width: 100,
      height: 100,
      dimension_unit: 'cm',
    });
    expect(totals.individual_cbm).toBe(2);
  });
});

describe('box item quantity and invalid values', () => {
  it('defaults the quantity to 1 and never goes below 1', () => {
    expect(cargoLineQuantity(undefined)).toBe(1);
    expect(cargoLineQuantity('abc')).toBe(1);
    expect(cargoLineQuantity(null)).toBe(1);
    expect(cargoLineQuantity(0)).toBe(1);
    expect(cargoLineQuantity(-4)).toBe(1);
    expect(cargoLineQuantity('3')).toBe(3);
    expect(cargoLineQuantity(2.7)).toBe(2);
  });

  it('counts null, non-numeric, negative and unknown-unit values as 0', () => {
    const zero = { individual_cbm: 0, total_cbm: 0, individual_weight: 0, total_weight: 0 };
    expect(computeCargoLineTotals({})).toEqual(zero);
    expect(
      computeCargoLineTotals({ input_mode: 'volume', volume_value: 'lots', volume_unit: 'cbm' }),
    ).toEqual(zero);
    expect(computeCargoLineTotals({ input_mode: 'volume', volume_value: 1, volume_unit: 'litres' })).toEqual(
      zero,
    );
    expect(computeCargoLineTotals({ weight_value: -5, weight_unit: 'kg' })).toEqual(zero);
    expect(computeCargoLineTotals({ length: 1, width: 1, height: 1, dimension_unit: 'yards' })).toEqual(zero);
  });
});

describe('stored box item totals', () => {
  it('rounds CBM to 6 decimals and kg to 3, from full-precision values', () => {
    const totals = storedCargoLineTotals({
      length: 13,
      width: 17,
      height: 19,
      dimension_unit: 'inches',
      weight_value: 1,
      weight_unit: 'lbs',
      quantity: 7,
    });
    // 4199 in³ = 0.068809281736 m³; x7 = 0.481664972152 m³ (rounded from the full value, not 0.068809 x 7)
    expect(totals.individual_cbm).toBe(0.068809);
    expect(totals.total_cbm).toBe(0.481665);
    expect(totals.individual_weight).toBe(0.454);
    expect(totals.total_weight).toBe(3.175);
  });

  it('leaves round values alone', () => {
    expect(
      roundCargoLineTotals({ individual_cbm: 1, total_cbm: 2, individual_weight: 3, total_weight: 4 }),
    ).toEqual({
      individual_cbm: 1,
      total_cbm: 2,
      individual_weight: 3,
      total_weight: 4,
    });
  });
});
