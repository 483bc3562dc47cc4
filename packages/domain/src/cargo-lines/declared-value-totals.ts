import type { CurrencyCode } from '../money/currencies';
import { multiplyMoney, sumMoney } from '../money/money';
import { toFiniteNumber } from '../shared/numeric';
import { cargoLineQuantity } from './cargo-line-totals';

/** An amount with its currency. */
export interface MoneyAmount {
  currency: CurrencyCode;
  amount: number;
}

/** What the declared-value total reads of a box item. */
export interface DeclaredValueLine {
  declared_value_amount?: unknown;
  declared_value_currency: CurrencyCode;
  quantity?: unknown;
}

/**
 * The cargo's declared value (value x quantity), one total per currency in order of first appearance: pieces
 * declared in EUR and in USD are two figures, never one sum. Lines without a value count for nothing.
 */
export function declaredValueTotals(items: readonly DeclaredValueLine[]): MoneyAmount[] {
  const byCurrency = new Map<CurrencyCode, number[]>();
  for (const item of items) {
    const value = toFiniteNumber(item.declared_value_amount);
    if (value === null) continue;
    const currency = item.declared_value_currency;
    const line = multiplyMoney(currency, value, cargoLineQuantity(item.quantity));
    byCurrency.set(currency, [...(byCurrency.get(currency) ?? []), line]);
  }
  return [...byCurrency].map(([currency, lines]) => ({ currency, amount: sumMoney(lines, currency) }));
}
