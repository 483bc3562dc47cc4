import { roundMoney } from '../costs/cost-total';
import type { Currency } from '../quotations/quotation-enums';

/**
 * Exchange rates as recorded: each currency's value in the base currency (1 EUR = `rates.EUR` USD when the
 * base is USD), with the day they are for and where they came from. The base itself is always 1.
 */
export interface ExchangeRates {
  base: Currency;
  rates: Partial<Record<Currency, number>>;
  date: string | null;
  source: string;
}

/** The value of one unit of `currency` in the base; null when no usable rate is recorded. */
export function rateToBase(currency: Currency, rates: ExchangeRates): number | null {
  if (currency === rates.base) return 1;
  const rate = rates.rates[currency];
  return typeof rate === 'number' && Number.isFinite(rate) && rate > 0 ? rate : null;
}

/** True when an amount in `from` can be converted to `to` with these rates. */
export function canConvert(from: Currency, to: Currency, rates: ExchangeRates): boolean {
  return from === to || (rateToBase(from, rates) !== null && rateToBase(to, rates) !== null);
}

/**
 * `amount` in `from` expressed in `to`, through the base (amount x rate(from) / rate(to)), rounded half up to
 * the cent; null when a rate is missing. The same currency is the amount rounded, whatever the rates.
 */
export function convertMoney(
  amount: number,
  from: Currency,
  to: Currency,
  rates: ExchangeRates,
): number | null {
  if (from === to) return roundMoney(amount);
  const fromRate = rateToBase(from, rates);
  const toRate = rateToBase(to, rates);
  if (fromRate === null || toRate === null) return null;
  return roundMoney((amount * fromRate) / toRate);
}

/** Money to the cent, half up (half away from zero for negative amounts). */
export { roundMoney };

/** The exact sum of amounts already in cents (summed as whole cents), so the lines add up to the total. */
export function sumMoney(amounts: readonly number[]): number {
  const cents = amounts.reduce((sum, amount) => sum + Math.round(roundMoney(amount) * 100), 0);
  return cents / 100;
}
