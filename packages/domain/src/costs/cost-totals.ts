import { toFiniteNumber } from '../shared/numeric';
import { roundMoney } from './cost-total';

/** What the Shipping Summary needs of a cost item. */
export interface CategorizedCost {
  total_cost?: unknown;
  category_id_related?: { name?: string | null } | null;
}

export interface CategoryTotal {
  category: string;
  total: number;
}

/** Shown for cost items without a category. */
export const UNKNOWN_CATEGORY = 'Unknown';

function costOf(item: CategorizedCost): number {
  return toFiniteNumber(item.total_cost) ?? 0;
}

/**
 * Cost totals per category name, in order of first appearance, rounded to cents. Items without a category
 * name count under 'Unknown'; non-numeric totals count as 0. `categoryName` defaults to the related
 * category's name; pass a lookup when only category_id is at hand.
 */
export function totalsByCategory<T extends CategorizedCost>(
  items: readonly T[],
  categoryName: (item: T) => string | null | undefined = (item) => item.category_id_related?.name,
): CategoryTotal[] {
  const totals = new Map<string, number>();
  for (const item of items) {
    const name = categoryName(item)?.trim() || UNKNOWN_CATEGORY;
    totals.set(name, (totals.get(name) ?? 0) + costOf(item));
  }
  return [...totals].map(([category, total]) => ({ category, total: roundMoney(total) }));
}

/** The grand total of all cost items (sub-items included), rounded to cents. */
export function grandCostTotal(items: readonly CategorizedCost[]): number {
  return roundMoney(items.reduce((sum, item) => sum + costOf(item), 0));
}
