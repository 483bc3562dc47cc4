import Big from 'big.js';
import type { CurrencyCode } from '../money/currencies';
import { roundMoney, subtractMoney, sumMoney } from '../money/money';

export interface Tolerance {
  tolerance_percent: number;
  tolerance_amount: number;
}

/**
 * How much over `expected` a supplier may bill without an approval: the larger of the percentage of the
 * expected cost and the fixed amount (so a small cost may still drift by the amount, a large one by the
 * percentage), rounded at the currency's minor unit.
 */
export function allowedOverage(expected: number, tolerance: Tolerance, currency: CurrencyCode): number {
  const byPercent = roundMoney(new Big(expected).times(tolerance.tolerance_percent).div(100), currency);
  return Math.max(byPercent, roundMoney(tolerance.tolerance_amount, currency));
}

/** An expected cost's figures from what was billed against it. */
export function costVariance(
  expected: number,
  billedAmounts: readonly number[],
  tolerance: Tolerance,
  currency: CurrencyCode,
) {
  const billed = sumMoney(billedAmounts, currency);
  const variance = subtractMoney(billed, expected, currency);
  const variance_percent =
    expected === 0 ? null : Number(new Big(variance).times(100).div(expected).round(2, Big.roundHalfUp));
  return {
    expected: roundMoney(expected, currency),
    billed,
    variance,
    variance_percent,
    within_tolerance: variance <= allowedOverage(expected, tolerance, currency),
  };
}
