import { useCallback, useMemo } from 'react';
import { useItemsPerPage } from '../hooks/useItemsPerPage';
import {
  activeFilterCount,
  type FilterValues,
  type ListFilters,
  type ListSort,
  nextSort,
  readFilters,
  readPage,
  readSort,
  writeFilters,
} from './listParams';
import type { ListPaging } from './listTypes';
import { useAddressEditor } from './useAddressEditor';
import { useListSearch } from './useListSearch';

export interface ListStateOptions<F extends ListFilters, C extends string> {
  /** The screen's filters, each under its own address parameter. */
  filters?: F;
  /** The address parameter of the search ('q', or 'search' on the quotation lists); leave out for no search. */
  searchParam?: string;
  /** The columns the list may be sorted by (`?sort=&dir=`) and the order before the user picks one. */
  sort?: { columns: readonly C[]; initial: ListSort<C> };
  /** Rows per page where the product fixes it (Contacts and Support show 8); else the user's preference. */
  pageSize?: number;
  /** The address parameter of the page: 'page' unless two lists share one screen's address. */
  pageParam?: string;
}

const NO_FILTERS = {};

/**
 * The state of a list screen, kept in the address (`?status=Active&q=acme&sort=name&dir=asc&page=2`) so a
 * reload, the back button or a shared link shows the same rows. Any change of filter, search or order starts
 * again at page 1; typing and choosing replace the history entry, turning a page adds one. Parameters the list
 * does not own (a tab, a linked record) are left as they are.
 */
export function useListState<F extends ListFilters = Record<never, never>, C extends string = string>(
  options: ListStateOptions<F, C> = {},
) {
  const spec = (options.filters ?? NO_FILTERS) as F;
  const { searchParam, sort: sortSpec, pageParam = 'page' } = options;
  const { params, edit } = useAddressEditor(pageParam);
  const preferredPageSize = useItemsPerPage();
  const pageSize = options.pageSize ?? preferredPageSize;

  const filters = useMemo(() => readFilters(spec, params), [spec, params]);
  const search = searchParam ? (params.get(searchParam) ?? '') : '';
  const page = readPage(params.get(pageParam));
  const sort = sortSpec ? readSort(params, sortSpec.columns, sortSpec.initial) : undefined;

  const setFilters = useCallback(
    (patch: Partial<FilterValues<F>>) => edit((next) => writeFilters(spec, next, patch)),
    [edit, spec],
  );
  const applySearch = useCallback(
    (text: string) =>
      edit((next) => {
        if (!searchParam) return next;
        if (text) next.set(searchParam, text);
        else next.delete(searchParam);
        return next;
      }),
    [edit, searchParam],
  );
  const searchBox = useListSearch(search, applySearch);

  const clearFilters = useCallback(() => {
    const blank = Object.fromEntries(Object.entries(spec).map(([key, f]) => [key, f.fallback ?? '']));
    searchBox.reset('');
    edit((next) => {
      if (searchParam) next.delete(searchParam);
      return writeFilters(spec, next, blank as Partial<FilterValues<F>>);
    });
  }, [edit, spec, searchParam, searchBox.reset]);

  const setPage = useCallback(
    (next: number) =>
      edit((copy) => {
        if (next > 1) copy.set(pageParam, String(next));
        else copy.delete(pageParam);
        return copy;
      }, true),
    [edit, pageParam],
  );

  const setSort = useCallback(
    (next: ListSort<C>) =>
      edit((copy) => {
        copy.set('sort', next.column);
        copy.set('dir', next.direction);
        return copy;
      }),
    [edit],
  );
  // Takes any column name: the table's sortable headers name only columns of `sort.columns`.
  const toggleSort = useCallback(
    (column: string) => sort && setSort(nextSort(sort, column as C)),
    [sort, setSort],
  );

  const { text: searchText, applyNow } = searchBox;
  const applySearchNow = useCallback(() => applyNow(searchText), [applyNow, searchText]);
  const clearSearch = useCallback(() => applyNow(''), [applyNow]);

  const active = activeFilterCount(spec, filters, search);
  return {
    filters,
    setFilters,
    clearFilters,
    /** The search the list applies (trimmed); `searchText` is what the box shows while typing. */
    search,
    searchText,
    typeSearch: searchBox.type,
    applySearchNow,
    clearSearch,
    hasSearch: searchParam !== undefined,
    activeFilterCount: active,
    filtered: active > 0,
    sort,
    setSort,
    toggleSort,
    page,
    setPage,
    pageSize,
    /** The server's `limit` and `offset` for this page. */
    paging: { limit: pageSize, offset: (page - 1) * pageSize } satisfies ListPaging,
  };
}

/** What the kit's components need of a list's state, whatever its filters. */
export type ListState = Omit<
  ReturnType<typeof useListState>,
  'filters' | 'setFilters' | 'sort' | 'setSort'
> & {
  sort?: ListSort;
};
