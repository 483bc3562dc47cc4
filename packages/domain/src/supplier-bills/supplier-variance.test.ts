import { describe, expect, it } from 'vitest';
import { allowedOverage, costVariance } from './supplier-variance';

const fivePercent = { tolerance_percent: 5, tolerance_amount: 0 };

describe('a supplier bill against its expected cost', () => {
  it('is within tolerance at exactly the percentage, over it one minor unit later (EUR, JPY, KWD)', () => {
    expect(costVariance(1000, [1050], fivePercent, 'EUR')).toMatchObject({
      billed: 1050,
      variance: 50,
      variance_percent: 5,
      within_tolerance: true,
    });
    expect(costVariance(1000, [1050.01], fivePercent, 'EUR').within_tolerance).toBe(false);
    expect(costVariance(100_000, [105_000], fivePercent, 'JPY').within_tolerance).toBe(true);
    expect(costVariance(100_000, [105_001], fivePercent, 'JPY').within_tolerance).toBe(false);
    expect(costVariance(10.5, [11.025], fivePercent, 'KWD').within_tolerance).toBe(true);
    expect(costVariance(10.5, [11.026], fivePercent, 'KWD').within_tolerance).toBe(false);
  });

  it('adds the bills of one cost exactly and allows the larger of the percentage and the amount', () => {
    const both = { tolerance_percent: 1, tolerance_amount: 25 };
    expect(allowedOverage(1000, both, 'EUR')).toBe(25);
    expect(allowedOverage(10_000, both, 'EUR')).toBe(100);
    expect(costVariance(1000, [600.1, 424.9], both, 'EUR')).toMatchObject({
      billed: 1025,
      variance: 25,
      within_tolerance: true,
    });
  });

  it('counts a bill under the expected cost as a negative variance, and nothing expected as no percentage', () => {
    expect(costVariance(200, [150.5], fivePercent, 'EUR')).toMatchObject({
      variance: -49.5,
      within_tolerance: true,
    });
    expect(costVariance(0, [10], fivePercent, 'EUR')).toMatchObject({
      variance_percent: null,
      within_tolerance: false,
    });
  });
});
