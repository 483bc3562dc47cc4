import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import type { ExpiredFilterValue } from './ExpiredFilter';

const SORTABLE_COLUMNS = [
  'quotation_number',
  'client_name',
  'start_date',
  'valid_until_date',
  'total_cost',
] as const;
export type SortableColumn = (typeof SORTABLE_COLUMNS)[number];
export interface QuotationSort {
  column: SortableColumn;
  direction: 'asc' | 'desc';
}

const DEFAULT_SORT: QuotationSort = { column: 'start_date', direction: 'desc' };

function isSortable(value: string | null): value is SortableColumn {
  return (SORTABLE_COLUMNS as readonly (string | null)[]).includes(value);
}

/**
 * Sort, page and search of a status list, kept in the URL (`?sort=client_name&dir=asc&page=2&search=acme`)
 * so Back from a quotation returns to the same place and a link shows the same rows.
 */
export function useQuotationListParams() {
  const [params, setParams] = useSearchParams();
  const column = params.get('sort');
  const sort: QuotationSort = isSortable(column)
    ? { column, direction: params.get('dir') === 'desc' ? 'desc' : 'asc' }
    : DEFAULT_SORT;
  const page = Math.max(1, Math.trunc(Number(params.get('page'))) || 1);
  const search = params.get('search') ?? '';
  const expiredParam = params.get('expired');
  const expired: ExpiredFilterValue = expiredParam === 'true' || expiredParam === 'false' ? expiredParam : '';

  const setPage = useCallback(
    (next: number) =>
      setParams(
        (current) => {
          const copy = new URLSearchParams(current);
          if (next <= 1) copy.delete('page');
          else copy.set('page', String(next));
          return copy;
        },
        { replace: true },
      ),
    [setParams],
  );

  /** The active column toggles its direction; another column starts ascending. Either way, back to page 1. */
  const toggleSort = useCallback(
    (next: SortableColumn) => {
      const direction = next === sort.column ? (sort.direction === 'asc' ? 'desc' : 'asc') : 'asc';
      setParams(
        (current) => {
          const copy = new URLSearchParams(current);
          copy.set('sort', next);
          copy.set('dir', direction);
          copy.delete('page');
          return copy;
        },
        { replace: true },
      );
    },
    [setParams, sort.column, sort.direction],
  );

  /** A new search starts again from page 1. */
  const setSearch = useCallback(
    (text: string) =>
      setParams(
        (current) => {
          const copy = new URLSearchParams(current);
          if (text.trim()) copy.set('search', text.trim());
          else copy.delete('search');
          copy.delete('page');
          return copy;
        },
        { replace: true },
      ),
    [setParams],
  );

  /** The expiry filter (`?expired=true|false`); a new one starts again from page 1. */
  const setExpired = useCallback(
    (value: ExpiredFilterValue) =>
      setParams(
        (current) => {
          const copy = new URLSearchParams(current);
          if (value) copy.set('expired', value);
          else copy.delete('expired');
          copy.delete('page');
          return copy;
        },
        { replace: true },
      ),
    [setParams],
  );

  return { sort, page, search, expired, setPage, toggleSort, setSearch, setExpired };
}
