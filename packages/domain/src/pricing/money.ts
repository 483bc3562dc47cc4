import Big from 'big.js';
import { pairName } from '../exchange-rates/cross-rates';
import { roundMoney } from '../money/money';

/**
 * Exchange rates as a quotation records them: each currency's value in the base currency (1 EUR =
 * `rates.EUR` USD when the base is USD), with the day they are for and where they came from. The base itself
 * is always 1.
 */
export interface ExchangeRates {
  base: string;
  rates: Record<string, number>;
  date: string | null;
  source: string;
}

/** The value of one unit of `currency` in the base; null when no usable rate is recorded. */
function rateToBase(currency: string, rates: ExchangeRates): number | null {
  if (currency === rates.base) return 1;
  const rate = rates.rates[currency];
  return typeof rate === 'number' && Number.isFinite(rate) && rate > 0 ? rate : null;
}

/** True when an amount in `from` can be converted to `to` with these rates. */
export function canConvert(from: string, to: string, rates: ExchangeRates): boolean {
  return missingRatePair(from, to, rates) === null;
}

/**
 * The pair whose rate is missing to convert `from` into `to` ('EUR→USD' when the base is USD and EUR has no
 * rate), or null when both convert. Conversion goes through the base, so the missing pair is always a
 * currency to the base: on a EUR quotation a USD buy line (USD being the base) misses EUR→USD.
 */
export function missingRatePair(from: string, to: string, rates: ExchangeRates): string | null {
  if (from === to) return null;
  for (const currency of [from, to]) {
    if (rateToBase(currency, rates) === null) return pairName(currency, rates.base);
  }
  return null;
}

/** 'No exchange rate EUR→USD on this quotation: ...', naming the pair that is missing. */
export function noExchangeRateMessage(pair: string): string {
  return `No exchange rate ${pair} on this quotation: add it in the pricing settings, then reprice the quotation with today's rates`;
}

/**
 * `amount` in `from` expressed in `to`, through the base (amount x rate(from) / rate(to)) computed exactly and
 * rounded half up to `to`'s minor units; null when a rate is missing. The same currency is the amount
 * rounded, whatever the rates.
 */
export function convertMoney(amount: number, from: string, to: string, rates: ExchangeRates): number | null {
  if (from === to) return roundMoney(amount, to);
  const fromRate = rateToBase(from, rates);
  const toRate = rateToBase(to, rates);
  if (fromRate === null || toRate === null) return null;
  return roundMoney(new Big(amount).times(fromRate).div(toRate), to);
}
