import Big from 'big.js';
import { type CurrencyCode, currencyDigits } from './currencies';

/**
 * The one money rule. Amounts travel as JSON numbers already rounded to their currency's decimals, and all
 * arithmetic on them is decimal (big.js), never binary floats: 0.15 x 1,249.5 is 187.425 exactly, so it
 * rounds to 187.43 like 687.225 rounds to 687.23 (with floats the first is 187.42499... and rounds down).
 */

/** What an amount may come as: a number, numeric text (the API accepts both) or a decimal already. */
export type MoneyInput = number | string | Big;

/** The amount as an exact decimal; blank, non-numeric or non-finite input counts as 0. */
function toDecimal(value: MoneyInput | null | undefined): Big {
  if (value instanceof Big) return value;
  if (typeof value === 'number') return Number.isFinite(value) ? new Big(value) : new Big(0);
  if (typeof value === 'string') {
    try {
      return new Big(value.trim());
    } catch {
      return new Big(0);
    }
  }
  return new Big(0);
}

/** Half up (half away from zero for negatives) at the currency's minor units, as a decimal. */
export function roundDecimal(amount: MoneyInput, currency: CurrencyCode): Big {
  return toDecimal(amount).round(currencyDigits(currency), Big.roundHalfUp);
}

/**
 * The only place money is rounded: half up (half away from zero for negative amounts) at the currency's
 * ISO 4217 minor units: 2 decimals for EUR, none for JPY, 3 for KWD. -0 comes back as 0.
 */
export function roundMoney(amount: MoneyInput, currency: CurrencyCode): number {
  return Number(roundDecimal(amount, currency)) || 0;
}

/** The exact product of the factors (a rate x a quantity x a markup), rounded once at the currency. */
export function multiplyMoney(currency: CurrencyCode, ...factors: MoneyInput[]): number {
  return roundMoney(
    factors.reduce<Big>((product, factor) => product.times(toDecimal(factor)), new Big(1)),
    currency,
  );
}

/**
 * The total of amounts in one currency: each rounded to the currency first, then added exactly, so a total
 * is always the sum of the lines as they are shown.
 */
export function sumMoney(amounts: readonly MoneyInput[], currency: CurrencyCode): number {
  return roundMoney(
    amounts.reduce<Big>((sum, amount) => sum.plus(roundDecimal(amount, currency)), new Big(0)),
    currency,
  );
}

/** a - b, both rounded to the currency first. */
export function subtractMoney(a: MoneyInput, b: MoneyInput, currency: CurrencyCode): number {
  return roundMoney(roundDecimal(a, currency).minus(roundDecimal(b, currency)), currency);
}

/**
 * Splits `total` into parts proportional to `weights` that add up to the total exactly: each part is rounded
 * down to the currency's minor unit and the units left over go, one each, to the parts that lost the most
 * (largest remainder; ties to the earlier part). Zero or negative weights get nothing; with no positive
 * weight the whole total goes to the first part. A negative total is split as its absolute value, negated.
 */
export function allocateMoney(
  total: MoneyInput,
  weights: readonly MoneyInput[],
  currency: CurrencyCode,
): number[] {
  if (weights.length === 0) return [];
  const digits = currencyDigits(currency);
  const rounded = roundDecimal(total, currency);
  const negative = rounded.lt(0);
  const units = rounded.abs().times(new Big(10).pow(digits));
  const positive = weights.map((weight) => {
    const value = toDecimal(weight);
    return value.gt(0) ? value : new Big(0);
  });
  const weightSum = positive.reduce((sum, weight) => sum.plus(weight), new Big(0));
  const shares = weightSum.eq(0)
    ? positive.map((_, i) => (i === 0 ? units : new Big(0)))
    : positive.map((weight) => units.times(weight).div(weightSum));
  const whole = shares.map((share) => share.round(0, Big.roundDown));
  let left = Number(units.minus(whole.reduce((sum, part) => sum.plus(part), new Big(0))));
  const order = shares
    .map((share, i) => ({ i, remainder: share.minus(whole[i]!) }))
    .sort((a, b) => b.remainder.cmp(a.remainder) || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    whole[i] = whole[i]!.plus(1);
    left -= 1;
  }
  return whole.map((part) => {
    const amount = Number(part.div(new Big(10).pow(digits)));
    return negative ? -amount || 0 : amount;
  });
}
