import { describe, expect, it } from 'vitest';
import { costLineRows, orderCostLines } from './cost-order';

const item = (
  id: number,
  sort_order: number | null,
  created_at: string | null,
  parent_id: number | null = null,
) => ({
  id,
  sort_order,
  created_at,
  is_sub_item: parent_id !== null,
  parent_id,
});

describe('orderCostLines', () => {
  it('orders main items by sort_order, then by creation time', () => {
    const items = [
      item(1, 2, '2026-01-01T00:00:00Z'),
      item(2, 0, '2026-01-03T00:00:00Z'),
      item(3, 1, '2026-01-02T00:00:00Z'),
      item(4, 1, '2026-01-01T00:00:00Z'),
    ];
    expect(orderCostLines(items).map((i) => i.id)).toEqual([2, 4, 3, 1]);
  });

  it('puts each main item’s sub-items right after it, in their own order', () => {
    const items = [
      item(10, 1, '2026-01-01T00:00:00Z'),
      item(11, 0, '2026-01-01T00:00:00Z'),
      item(12, 5, '2026-01-05T00:00:00Z', 10),
      item(13, 2, '2026-01-06T00:00:00Z', 10),
      item(14, 3, '2026-01-04T00:00:00Z', 11),
    ];
    expect(orderCostLines(items).map((i) => i.id)).toEqual([11, 14, 10, 13, 12]);
  });

  it('puts orphaned sub-items last: missing parent, no parent, or a sub-item as parent', () => {
    const items = [
      item(20, 9, '2026-01-09T00:00:00Z', 999),
      item(21, 0, '2026-01-01T00:00:00Z'),
      item(22, 1, '2026-01-02T00:00:00Z', 21),
      item(23, 0, '2026-01-03T00:00:00Z', 22),
      { ...item(24, 3, '2026-01-01T00:00:00Z'), is_sub_item: true },
    ];
    expect(orderCostLines(items).map((i) => i.id)).toEqual([21, 22, 23, 24, 20]);
  });

  it('puts items without sort_order or creation time after the others and breaks ties by id', () => {
    const items = [
      item(3, null, null),
      item(2, 1, null),
      item(1, 1, '2026-01-01T00:00:00Z'),
      item(0, null, null),
    ];
    expect(orderCostLines(items).map((i) => i.id)).toEqual([1, 2, 0, 3]);
  });

  it('does not change the given array', () => {
    const items = [item(2, 1, null), item(1, 0, null)];
    orderCostLines(items);
    expect(items.map((i) => i.id)).toEqual([2, 1]);
  });
});

describe('costLineRows', () => {
  it('numbers main items in order and leaves sub-items unnumbered', () => {
    const rows = costLineRows([
      item(1, 0, null),
      item(2, 1, null),
      item(3, 0, null, 1),
      item(4, 1, null, 1),
      item(5, 0, null, 77),
    ]);
    expect(rows.map((r) => [r.item.id, r.number, r.isSubItem])).toEqual([
      [1, 1, false],
      [3, null, true],
      [4, null, true],
      [2, 2, false],
      [5, null, true],
    ]);
  });
});
