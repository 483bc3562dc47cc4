import type { ListResponse } from '@freight/domain';
import { apiClient } from '../../shared/api/apiClient';
import type { QueryParams } from '../../shared/api/buildQueryString';

/** The most rows the list API answers per call. */
const MAX_PAGE = 1000;

/**
 * Every row of one quotation's list, read in the server's order a page at a time. The breakdown numbers and
 * pages its rows itself, so it needs them all; a quotation has a handful, rarely more than one page.
 */
export async function fetchAllPages<T>(path: string, query: QueryParams, signal?: AbortSignal): Promise<T[]> {
  const rows: T[] = [];
  for (;;) {
    const page = await apiClient.get<ListResponse<T>>(path, {
      signal,
      query: { ...query, limit: MAX_PAGE, offset: rows.length },
    });
    rows.push(...page.data);
    if (page.data.length === 0 || rows.length >= page.total) return rows;
  }
}
