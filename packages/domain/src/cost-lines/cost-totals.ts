import type { CurrencyCode } from '../money/currencies';
import { sumMoney } from '../money/money';
import { toFiniteNumber } from '../shared/numeric';

/** What the Shipping Summary needs of a cost item. */
export interface CategorizedCost {
  total_cost?: unknown;
  category_id_related?: { name?: string | null } | null;
}

export interface CategoryTotal {
  category: string;
  total: number;
}

/** The category name of cost items without one (the web words it in the reader's language). */
const UNKNOWN_CATEGORY = 'Unknown';

function costOf(item: CategorizedCost): number {
  return toFiniteNumber(item.total_cost) ?? 0;
}

/**
 * Cost totals per category name, in order of first appearance, each the exact sum of its lines. Items without a category
 * name count under 'Unknown'; non-numeric totals count as 0. `categoryName` defaults to the related
 * category's name; pass a lookup when only category_id is at hand.
 */
export function totalsByCategory<T extends CategorizedCost>(
  items: readonly T[],
  currency: CurrencyCode,
  categoryName: (item: T) => string | null | undefined = (item) => item.category_id_related?.name,
): CategoryTotal[] {
  const totals = new Map<string, number[]>();
  for (const item of items) {
    const name = categoryName(item)?.trim() || UNKNOWN_CATEGORY;
    totals.set(name, [...(totals.get(name) ?? []), costOf(item)]);
  }
  return [...totals].map(([category, amounts]) => ({ category, total: sumMoney(amounts, currency) }));
}

/** The grand total of all cost items (sub-items included): the exact sum of the lines as rounded. */
export function grandCostTotal(items: readonly CategorizedCost[], currency: CurrencyCode): number {
  return sumMoney(items.map(costOf), currency);
}
