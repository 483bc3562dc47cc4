/** What ordering needs of a cost item. */
export interface OrderableCostLine {
  id: number;
  is_sub_item?: boolean | null;
  parent_id?: number | null;
  sort_order?: number | null;
  created_at?: string | null;
}

function time(value: string | null | undefined): number {
  const parsed = value ? Date.parse(value) : Number.NaN;
  return Number.isNaN(parsed) ? Number.POSITIVE_INFINITY : parsed;
}

// By sort_order (missing last), then creation time (missing last), then id, so the order is total and stable.
function compare(a: OrderableCostLine, b: OrderableCostLine): number {
  const sortA = a.sort_order ?? Number.POSITIVE_INFINITY;
  const sortB = b.sort_order ?? Number.POSITIVE_INFINITY;
  if (sortA !== sortB) return sortA < sortB ? -1 : 1;
  const timeA = time(a.created_at);
  const timeB = time(b.created_at);
  if (timeA !== timeB) return timeA < timeB ? -1 : 1;
  return a.id - b.id;
}

/**
 * The cost breakdown's order: main items by sort_order then created_at, each followed by its sub-items
 * (same order), then orphaned sub-items (whose parent is missing or is itself a sub-item).
 */
export function orderCostLines<T extends OrderableCostLine>(items: readonly T[]): T[] {
  const mains = items.filter((item) => !item.is_sub_item).sort(compare);
  const mainIds = new Set(mains.map((item) => item.id));
  const children = new Map<number, T[]>();
  const orphans: T[] = [];
  for (const item of items) {
    if (!item.is_sub_item) continue;
    if (item.parent_id != null && mainIds.has(item.parent_id)) {
      const list = children.get(item.parent_id) ?? [];
      list.push(item);
      children.set(item.parent_id, list);
    } else {
      orphans.push(item);
    }
  }
  const ordered: T[] = [];
  for (const main of mains) ordered.push(main, ...(children.get(main.id) ?? []).sort(compare));
  return [...ordered, ...orphans.sort(compare)];
}

/** A row of the cost items table: main items are numbered 1, 2, ...; sub-items are indented and unnumbered. */
export interface CostLineRow<T> {
  item: T;
  number: number | null;
  isSubItem: boolean;
}

/** The ordered rows of the cost items table. */
export function costLineRows<T extends OrderableCostLine>(items: readonly T[]): CostLineRow<T>[] {
  let number = 0;
  return orderCostLines(items).map((item) =>
    item.is_sub_item ? { item, number: null, isSubItem: true } : { item, number: ++number, isSubItem: false },
  );
}
