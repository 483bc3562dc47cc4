import { type CostLine, missingRatePair, type Quotation } from '@freight/domain';

/**
 * The pairs the quotation's recorded rates lack for its buy lines (a line whose buy side has no converted
 * cost), as the server would name them; `base` is the company's base currency, for a quotation with none.
 */
export function missingRatePairs(
  quotation: Pick<Quotation, 'currency' | 'priced_rates'>,
  items: readonly Pick<CostLine, 'buy_total' | 'buy_cost' | 'buy_currency'>[],
  base = 'USD',
): string[] {
  const rates = quotation.priced_rates ?? { base, rates: {}, date: null, source: '' };
  const pairs = new Set<string>();
  for (const item of items) {
    if (item.buy_total === null || item.buy_cost !== null) continue;
    const pair = missingRatePair(item.buy_currency ?? quotation.currency, quotation.currency, rates);
    if (pair) pairs.add(pair);
  }
  return [...pairs];
}
