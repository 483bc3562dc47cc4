import Big from 'big.js';

/** One rate as the table keeps it: 1 `base` = `rate` `quote`, from `date`, from `source`. */
export interface RatePair {
  base: string;
  quote: string;
  rate: number | string;
  date: string;
  source: string;
}

/** A pair as people read it: 'EUR→USD'. */
export const pairName = (from: string, to: string) => `${from}→${to}`;

function usable(rate: number | string): Big | null {
  try {
    const value = new Big(rate);
    return value.gt(0) ? value : null;
  } catch {
    return null;
  }
}

/** 1 `from` in `to` from one pair read either way, or null when no pair joins them. */
function directRate(pairs: readonly RatePair[], from: string, to: string): Big | null {
  for (const pair of pairs) {
    const rate = usable(pair.rate);
    if (rate === null) continue;
    if (pair.base === from && pair.quote === to) return rate;
    if (pair.base === to && pair.quote === from) return new Big(1).div(rate);
  }
  return null;
}

/**
 * 1 `from` in `to`: the same currency is 1; else a pair joining them (either way round); else a cross rate
 * through one currency both are quoted against, trying `preferredPivot` (the company's base currency) first
 * and then each pair's base (the ECB quotes everything against EUR). Null when none joins them.
 */
export function crossRate(
  pairs: readonly RatePair[],
  from: string,
  to: string,
  preferredPivot?: string,
): Big | null {
  if (from === to) return new Big(1);
  const direct = directRate(pairs, from, to);
  if (direct !== null) return direct;
  const pivots = new Set<string>();
  if (preferredPivot) pivots.add(preferredPivot);
  for (const pair of pairs) pivots.add(pair.base);
  for (const pivot of pivots) {
    if (pivot === from || pivot === to) continue;
    const first = directRate(pairs, from, pivot);
    const second = first === null ? null : directRate(pairs, pivot, to);
    if (first !== null && second !== null) return first.times(second);
  }
  return null;
}

/** The rates in force on `day`: of each pair, the newest dated on or before it. */
export function ratesInForce<T extends RatePair>(pairs: readonly T[], day: string): T[] {
  const newest = new Map<string, T>();
  for (const pair of pairs) {
    if (pair.date > day) continue;
    const key = pairName(pair.base, pair.quote);
    const current = newest.get(key);
    if (!current || pair.date > current.date) newest.set(key, pair);
  }
  return [...newest.values()];
}

/** The newest date among rates, or null when there are none. */
export function newestRateDate(pairs: readonly Pick<RatePair, 'date'>[]): string | null {
  return pairs.reduce<string | null>(
    (newest, pair) => (newest === null || pair.date > newest ? pair.date : newest),
    null,
  );
}
