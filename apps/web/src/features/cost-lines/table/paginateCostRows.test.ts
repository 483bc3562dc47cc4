import { costLineRows } from '@freight/domain';
import { describe, expect, it } from 'vitest';
import { paginateCostRows } from './paginateCostRows';

let nextId = 1;
const main = () => ({ id: nextId++, is_sub_item: false, parent_id: null, sort_order: nextId });
const sub = (parentId: number) => ({
  id: nextId++,
  is_sub_item: true,
  parent_id: parentId,
  sort_order: nextId,
});
const ids = (pages: { item: { id: number } }[][]) => pages.map((page) => page.map((row) => row.item.id));

describe('paginateCostRows', () => {
  it('gives one empty page when there are no rows', () => {
    expect(paginateCostRows([], 7)).toEqual([[]]);
  });

  it('fills pages of seven main items', () => {
    const items = Array.from({ length: 16 }, main);
    const pages = paginateCostRows(costLineRows(items), 7);
    expect(pages.map((page) => page.length)).toEqual([7, 7, 2]);
  });

  it('moves a main item to the next page rather than leave its sub-items behind', () => {
    const mains = Array.from({ length: 6 }, main);
    const parent = mains[5]!;
    const items = [...mains, sub(parent.id), sub(parent.id), main()];
    const pages = ids(paginateCostRows(costLineRows(items), 7));
    expect(pages[0]).toHaveLength(5);
    expect(pages[1]![0]).toBe(parent.id);
    expect(pages[1]).toHaveLength(4);
  });

  it('splits only a block longer than a page', () => {
    const parent = main();
    const children = Array.from({ length: 8 }, () => sub(parent.id));
    const pages = paginateCostRows(costLineRows([parent, ...children, main()]), 7);
    expect(pages.map((page) => page.length)).toEqual([7, 3]);
  });

  it('keeps orphaned sub-items, one block each', () => {
    const items = [main(), sub(99_999), sub(99_998)];
    const pages = paginateCostRows(costLineRows(items), 2);
    expect(pages.map((page) => page.length)).toEqual([2, 1]);
  });
});
