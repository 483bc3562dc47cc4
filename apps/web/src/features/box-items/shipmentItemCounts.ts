import type { BoxItem } from '@freight/domain';

/** Box item lines, and the pieces they make (quantities summed); the quotation's totals do not carry these. */
export interface ShipmentItemCounts {
  lines: number;
  pieces: number;
}

export function shipmentItemCounts(items: readonly Pick<BoxItem, 'quantity'>[]): ShipmentItemCounts {
  return { lines: items.length, pieces: items.reduce((sum, item) => sum + item.quantity, 0) };
}
