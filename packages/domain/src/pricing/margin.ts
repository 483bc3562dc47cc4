import Big from 'big.js';
import type { CurrencyCode } from '../money/currencies';
import { multiplyMoney, roundDecimal, subtractMoney } from '../money/money';

export interface Margin {
  /** Sell minus buy, in the currency's minor units. */
  amount: number;
  /** The amount as a percent of the sell price, to 2 decimals; null when nothing is sold (sell 0). */
  percent: number | null;
}

/**
 * What a sale earns: `amount` = sell - buy (at the currency's minor units), `percent` = amount / sell x 100
 * (2 decimals, half up), both computed exactly.
 */
export function margin(sell: number, buy: number, currency: CurrencyCode): Margin {
  const amount = subtractMoney(sell, buy, currency);
  const sold = roundDecimal(sell, currency);
  const percent = sold.gt(0)
    ? Number(new Big(amount).div(sold).times(100).round(2, Big.roundHalfUp)) || 0
    : null;
  return { amount, percent };
}

/** True when a margin percent is under the minimum (no sale at all is not "below": there is nothing to send). */
export function isBelowMinimumMargin(percent: number | null, minimumPercent: number): boolean {
  return percent !== null && percent < minimumPercent;
}

/** A sell price that earns `markupPercent` on top of the buy price (buy x (1 + markup / 100)), exactly. */
export function sellFromMarkup(buy: number, markupPercent: number, currency: CurrencyCode): number {
  return multiplyMoney(currency, buy, new Big(markupPercent).div(100).plus(1));
}
