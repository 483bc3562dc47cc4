import type { ListPage } from './fetchList';

/**
 * A cached list page with the row of `record` brought up to date (its version above all, so an action taken
 * from the list is not refused as stale), or the page itself when the record is not on it. Only the fields the
 * row already has are taken, since a list may have been read with `select`.
 */
export function replaceListRow<T extends { id: number }>(
  page: ListPage<T> | undefined,
  record: { id: number } & Record<string, unknown>,
): ListPage<T> | undefined {
  if (!page?.data.some((row) => row.id === record.id)) return page;
  const data = page.data.map((row) => {
    if (row.id !== record.id) return row;
    const next: Record<string, unknown> = { ...row };
    for (const key of Object.keys(row)) if (key in record) next[key] = record[key];
    return next as T;
  });
  return { ...page, data };
}
