import { describe, expect, it } from 'vitest';
import { chargeableWeight, DEFAULT_MODE_FACTORS, roundUpTo } from './chargeable-weight';
import type { TransportMode } from './transport-modes';

const factors = DEFAULT_MODE_FACTORS;
const weigh = (mode: TransportMode, actualKg: number, cbm: number) =>
  chargeableWeight({ mode, actualKg, cbm, factors });

describe('air: the greater of actual and 167 kg per CBM, up to the next 0.5 kg', () => {
  it("charges the issue's example on volumetric weight, in words", () => {
    const result = weigh('Air', 310, 2.4);
    expect(result).toMatchObject({ actualKg: 310, volumetricKg: 400.8, chargedKg: 401, basis: 'volumetric' });
    expect(result.formula).toBe('2.4 CBM x 167 = 400.8 kg > 310 kg actual: charged on 401 kg');
  });

  it('exactly at the factor (1 CBM = 167 kg) is charged on actual weight', () => {
    const result = weigh('Air', 167, 1);
    expect(result).toMatchObject({ chargedKg: 167, basis: 'actual', volumetricKg: 167 });
    expect(result.formula).toBe('1 CBM x 167 = 167 kg = 167 kg actual: charged on 167 kg');
  });

  it('a gram over the volumetric weight is charged on actual, rounded up to the next half kilo', () => {
    expect(weigh('Air', 167.001, 1)).toMatchObject({ chargedKg: 167.5, basis: 'actual' });
    expect(weigh('Air', 166.999, 1)).toMatchObject({ chargedKg: 167, basis: 'volumetric' });
  });

  it('rounds up to 0.5 steps: .1 → .5, .5 stays, .6 → next whole', () => {
    expect(weigh('Air', 10.1, 0).chargedKg).toBe(10.5);
    expect(weigh('Air', 10.5, 0).chargedKg).toBe(10.5);
    expect(weigh('Air', 10.6, 0).chargedKg).toBe(11);
    expect(weigh('Air', 10, 0).chargedKg).toBe(10);
  });

  it('does not round a half-kilo volumetric weight up by binary noise (1.5 CBM x 167 = 250.5)', () => {
    expect(weigh('Air', 0, 1.5)).toMatchObject({ volumetricKg: 250.5, chargedKg: 250.5 });
  });

  it('no cargo charges 0 kg; negative or non-finite figures count as 0', () => {
    expect(weigh('Air', 0, 0)).toMatchObject({ chargedKg: 0, basis: 'actual' });
    expect(weigh('Air', -5, Number.NaN)).toMatchObject({ actualKg: 0, chargedKg: 0 });
  });
});

describe('express, road and rail', () => {
  it('express uses 200 kg per CBM and 0.5 kg steps', () => {
    expect(weigh('Express', 100, 1)).toMatchObject({
      volumetricKg: 200,
      chargedKg: 200,
      basis: 'volumetric',
    });
    expect(weigh('Express', 200, 1)).toMatchObject({ chargedKg: 200, basis: 'actual' });
    expect(weigh('Express', 0, 0.5025)).toMatchObject({ volumetricKg: 100.5, chargedKg: 100.5 });
    expect(weigh('Express', 0, 0.5026)).toMatchObject({ chargedKg: 101 });
  });

  it('road and rail use 333 kg per CBM and round up to the whole kilogram', () => {
    expect(weigh('Road', 300, 1)).toMatchObject({ volumetricKg: 333, chargedKg: 333, basis: 'volumetric' });
    expect(weigh('Rail', 333, 1)).toMatchObject({ chargedKg: 333, basis: 'actual' });
    expect(weigh('Road', 333.2, 1)).toMatchObject({ chargedKg: 334, basis: 'actual' });
    expect(weigh('Rail', 0, 2.001)).toMatchObject({ volumetricKg: 666.333, chargedKg: 667 });
  });

  it('takes the factors from the settings', () => {
    const result = chargeableWeight({
      mode: 'Air',
      actualKg: 100,
      cbm: 1,
      factors: { ...factors, air: 200 },
    });
    expect(result).toMatchObject({ factor: 200, volumetricKg: 200, chargedKg: 200 });
  });
});

describe('sea LCL: weight or measure in revenue tons, at least 1', () => {
  it('below one revenue ton either way charges the minimum', () => {
    const result = weigh('Sea LCL', 400, 0.5);
    expect(result).toMatchObject({ chargedKg: 1000, revenueTons: 1, basis: 'revenue_ton' });
    expect(result.formula).toBe(
      'Weight or measure: minimum 1 revenue ton: charged on 1 revenue tons (1,000 kg)',
    );
  });

  it('exactly 1 CBM and 1,000 kg is the minimum, one revenue ton', () => {
    expect(weigh('Sea LCL', 1000, 1)).toMatchObject({ chargedKg: 1000, revenueTons: 1 });
  });

  it('measure wins when CBM x 1,000 is greater than the weight', () => {
    const result = weigh('Sea LCL', 1800, 2.4);
    expect(result).toMatchObject({ volumetricKg: 2400, chargedKg: 2400, revenueTons: 2.4 });
    expect(result.formula).toBe(
      'Weight or measure: measure 2.4 CBM x 1,000 = 2,400 kg > 1,800 kg weight: charged on 2.4 revenue tons (2,400 kg)',
    );
  });

  it('weight wins when it is greater, rounded up to the whole kilogram', () => {
    const result = weigh('Sea LCL', 3200.4, 2);
    expect(result).toMatchObject({ chargedKg: 3201, revenueTons: 3.201 });
    expect(result.formula).toContain('weight 3,200.4 kg >= measure 2 CBM x 1,000 = 2,000 kg');
  });

  it('the minimum follows the settings', () => {
    const result = chargeableWeight({
      mode: 'Sea LCL',
      actualKg: 100,
      cbm: 0.1,
      factors: { ...factors, lcl_minimum_tons: 2 },
    });
    expect(result).toMatchObject({ chargedKg: 2000, revenueTons: 2 });
  });
});

describe('sea FCL: per container', () => {
  it('charges per container, keeping the actual weight for reference', () => {
    const result = chargeableWeight({
      mode: 'Sea FCL',
      actualKg: 12000,
      cbm: 60,
      factors,
      containers: [
        { type: '40HC', count: 2 },
        { type: '20GP', count: 1 },
      ],
    });
    expect(result).toMatchObject({
      basis: 'containers',
      chargedKg: 12000,
      volumetricKg: 0,
      revenueTons: null,
    });
    expect(result.formula).toBe('Priced per container (2 x 40HC, 1 x 20GP); 12,000 kg actual');
  });

  it('says so when no containers are entered', () => {
    expect(weigh('Sea FCL', 5, 1).formula).toBe('Priced per container (no containers); 5 kg actual');
  });
});

describe('roundUpTo', () => {
  it('goes up to the next step and keeps exact steps', () => {
    expect(roundUpTo(400.8, 0.5)).toBe(401);
    expect(roundUpTo(400.5, 0.5)).toBe(400.5);
    expect(roundUpTo(400.0000001, 1)).toBe(400);
    expect(roundUpTo(400.01, 1)).toBe(401);
  });
});
