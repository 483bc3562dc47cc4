import Big from 'big.js';
import { roundMoney } from '../money/money';
import type { Currency } from '../quotations/quotation-enums';

/**
 * Exchange rates as recorded: each currency's value in the base currency (1 EUR = `rates.EUR` USD when the
 * base is USD), with the day they are for and where they came from. The base itself is always 1.
 */
export interface ExchangeRates {
  base: Currency;
  rates: Record<Currency, number>;
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
 * `amount` in `from` expressed in `to`, through the base (amount x rate(from) / rate(to)) computed exactly and
 * rounded half up to `to`'s minor units; null when a rate is missing. The same currency is the amount
 * rounded, whatever the rates.
 */
export function convertMoney(
  amount: number,
  from: Currency,
  to: Currency,
  rates: ExchangeRates,
): number | null {
  if (from === to) return roundMoney(amount, to);
  const fromRate = rateToBase(from, rates);
  const toRate = rateToBase(to, rates);
  if (fromRate === null || toRate === null) return null;
  return roundMoney(new Big(amount).times(fromRate).div(toRate), to);
}
