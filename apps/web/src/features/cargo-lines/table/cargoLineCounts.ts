import { type CargoLine, declaredValueTotals, type MoneyAmount } from '@freight/domain';

/**
 * Box item lines, the pieces they make (quantities summed) and the declared value per currency; the
 * quotation's totals do not carry these (its one declared-value figure cannot say which currency it is in).
 */
export interface CargoLineCounts {
  lines: number;
  pieces: number;
  declared: MoneyAmount[];
}

export function cargoLineCounts(
  items: readonly Pick<CargoLine, 'quantity' | 'declared_value_amount' | 'declared_value_currency'>[],
): CargoLineCounts {
  return {
    lines: items.length,
    pieces: items.reduce((sum, item) => sum + item.quantity, 0),
    declared: declaredValueTotals(items),
  };
}
