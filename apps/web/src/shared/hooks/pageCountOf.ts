/** How many pages `total` rows make at `pageSize` a page; an empty list still has its one (empty) page. */
export function pageCountOf(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, pageSize)));
}
