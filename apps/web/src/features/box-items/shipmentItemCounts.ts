import { type BoxItem, declaredValueTotals, type MoneyAmount } from '@freight/domain';

/**
 * Box item lines, the pieces they make (quantities summed) and the declared value per currency; the
 * quotation's totals do not carry these (its one declared-value figure cannot say which currency it is in).
 */
export interface ShipmentItemCounts {
  lines: number;
  pieces: number;
  declared: MoneyAmount[];
}

export function shipmentItemCounts(
  items: readonly Pick<BoxItem, 'quantity' | 'declared_value_amount' | 'declared_value_currency'>[],
): ShipmentItemCounts {
  return {
    lines: items.length,
    pieces: items.reduce((sum, item) => sum + item.quantity, 0),
    declared: declaredValueTotals(items),
  };
}
