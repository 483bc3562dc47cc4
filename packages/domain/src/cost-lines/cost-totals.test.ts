import { describe, expect, it } from 'vitest';
import { grandCostTotal, totalsByCategory } from './cost-totals';

const cost = (total_cost: unknown, name?: string | null) => ({
  total_cost,
  category_id_related: name === undefined ? null : { name },
});

describe('totalsByCategory', () => {
  it('adds totals per category name in order of first appearance', () => {
    const items = [cost(100, 'Packaging'), cost(250.5, 'Ocean Freight'), cost('49.5', 'Packaging')];
    expect(totalsByCategory(items, 'USD')).toEqual([
      { category: 'Packaging', total: 149.5 },
      { category: 'Ocean Freight', total: 250.5 },
    ]);
  });

  it("counts items without a category under 'Unknown'", () => {
    expect(totalsByCategory([cost(10), cost(5, ''), cost(1, null)], 'USD')).toEqual([
      { category: 'Unknown', total: 16 },
    ]);
  });

  it('counts non-numeric totals as 0 and rounds to cents', () => {
    expect(
      totalsByCategory([cost('abc', 'Customs'), cost(0.1, 'Customs'), cost(0.2, 'Customs')], 'USD'),
    ).toEqual([{ category: 'Customs', total: 0.3 }]);
  });

  it('can name categories through a lookup', () => {
    const names = new Map([[1, 'Storage']]);
    const items = [
      { category_id: 1, total_cost: 20 },
      { category_id: 2, total_cost: 5 },
    ];
    expect(totalsByCategory(items, 'USD', (item) => names.get(item.category_id))).toEqual([
      { category: 'Storage', total: 20 },
      { category: 'Unknown', total: 5 },
    ]);
  });
});

describe('grandCostTotal', () => {
  it('adds every item, sub-items included, to cents', () => {
    expect(grandCostTotal([cost(100.1), cost('0.2'), cost('x'), cost(null)], 'USD')).toBe(100.3);
    expect(grandCostTotal([], 'USD')).toBe(0);
  });
});
