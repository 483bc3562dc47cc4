import type { ExchangeRates } from '../pricing/money';
import { crossRate, newestRateDate, type RatePair } from './cross-rates';

// Derived rates keep twelve significant digits: a conversion error below a millionth of a cent on a
// billion, and a number JSON carries exactly.
const SIGNIFICANT_DIGITS = 12;

/**
 * The rates a quotation records when it is priced (`priced_rates`), from the rates in force: each currency
 * the pairs name, as its value in `base` (the company's base currency), cross rates through a currency both
 * are quoted against. The date is the newest of the rates, the source every source used.
 */
export function pricedRatesFrom(pairs: readonly RatePair[], base: string): ExchangeRates {
  const currencies = new Set<string>();
  for (const pair of pairs) {
    currencies.add(pair.base);
    currencies.add(pair.quote);
  }
  currencies.delete(base);
  const rates: Record<string, number> = {};
  for (const currency of [...currencies].sort()) {
    const rate = crossRate(pairs, currency, base, base);
    if (rate !== null) rates[currency] = Number(rate.prec(SIGNIFICANT_DIGITS).toString());
  }
  const sources = [...new Set(pairs.map((pair) => pair.source))].sort();
  return { base, rates, date: newestRateDate(pairs), source: sources.join(', ') };
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole days from `from` to `to` (YYYY-MM-DD). */
function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

export interface RatesAge {
  /** The table has rates newer than those the quotation was priced with (or it recorded none). */
  stale: boolean;
  /** How many days older the quotation's rates are than the newest; null when it recorded none. */
  days_older: number | null;
}

/** Are a quotation's recorded rates older than the newest rates in force? */
export function ratesAge(recorded: Pick<ExchangeRates, 'date'> | null, newestDate: string | null): RatesAge {
  if (newestDate === null) return { stale: false, days_older: null };
  if (!recorded?.date) return { stale: true, days_older: null };
  const days = daysBetween(recorded.date, newestDate);
  return { stale: days > 0, days_older: Math.max(days, 0) };
}
