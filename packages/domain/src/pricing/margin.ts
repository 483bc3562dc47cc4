import { roundMoney } from '../costs/cost-total';
import { roundTo } from '../shared/numeric';

export interface Margin {
  /** Sell minus buy, to the cent. */
  amount: number;
  /** The amount as a percent of the sell price, to 2 decimals; null when nothing is sold (sell 0). */
  percent: number | null;
}

/** What a sale earns: `amount` = sell - buy (cents), `percent` = amount / sell x 100 (2 decimals, half up). */
export function margin(sell: number, buy: number): Margin {
  const amount = roundMoney(roundMoney(sell) - roundMoney(buy));
  const percent = sell > 0 ? roundTo((amount / roundMoney(sell)) * 100, 2) : null;
  return { amount, percent };
}

/** True when a margin percent is under the minimum (no sale at all is not "below": there is nothing to send). */
export function isBelowMinimumMargin(percent: number | null, minimumPercent: number): boolean {
  return percent !== null && percent < minimumPercent;
}

/** A sell price that earns `markupPercent` on top of the buy price (buy x (1 + markup / 100)), to the cent. */
export function sellFromMarkup(buy: number, markupPercent: number): number {
  return roundMoney(buy * (1 + markupPercent / 100));
}
