import type { CostLineRow, OrderableCostLine } from '@freight/domain';

/** A main item with its sub-items, or an orphaned sub-item alone. */
function blocksOf<R extends CostLineRow<OrderableCostLine>>(rows: readonly R[]): R[][] {
  const blocks: R[][] = [];
  for (const row of rows) {
    const current = blocks.at(-1);
    const belongsToCurrent =
      row.isSubItem && current !== undefined && current[0]!.item.id === row.item.parent_id;
    if (belongsToCurrent) current.push(row);
    else blocks.push([row]);
  }
  return blocks;
}

/**
 * Splits the table's rows into pages of at most `pageSize`, keeping a main item and its sub-items on one page
 * (so a sub-item never opens a page without its parent): a block that does not fit starts the next page. Only
 * a block longer than a whole page is split. Always at least one (possibly empty) page.
 */
export function paginateCostRows<R extends CostLineRow<OrderableCostLine>>(
  rows: readonly R[],
  pageSize: number,
): R[][] {
  const pages: R[][] = [];
  let page: R[] = [];
  for (const block of blocksOf(rows)) {
    if (page.length > 0 && page.length + block.length > pageSize) {
      pages.push(page);
      page = [];
    }
    for (const row of block) {
      if (page.length === pageSize) {
        pages.push(page);
        page = [];
      }
      page.push(row);
    }
  }
  if (page.length > 0 || pages.length === 0) pages.push(page);
  return pages;
}
