import { MAX_LIST_LIMIT } from '@freight/domain';
import type { QueryParams } from './buildQueryString';
import { type FullListItem, fetchList, type ListEndpoint } from './fetchList';

/**
 * Every row a list endpoint answers for `query`, read in the server's order a page at a time. For the
 * screens that need all of one quotation's lines (a handful, rarely more than one page).
 */
export async function fetchAllPages<
  E extends ListEndpoint,
  F extends keyof FullListItem<E> = keyof FullListItem<E>,
>(endpoint: E, query: QueryParams, options: { select?: readonly F[]; signal?: AbortSignal } = {}) {
  type Row = Awaited<ReturnType<typeof fetchList<E, F>>>['data'][number];
  const rows: Row[] = [];
  for (;;) {
    const page = await fetchList<E, F>(endpoint, {
      ...options,
      query: { ...query, limit: MAX_LIST_LIMIT, offset: rows.length },
    });
    rows.push(...page.data);
    if (page.data.length === 0 || rows.length >= page.total) return rows;
  }
}
