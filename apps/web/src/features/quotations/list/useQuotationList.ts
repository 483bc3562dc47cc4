import { QUOTATION_LIST_FIELDS, type QuotationStatus, quotationsApi } from '@freight/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { fetchList } from '../../../shared/api/fetchList';
import { quotationKeys } from '../../../shared/api/queryKeys';
import { type ListSort, orderByOf } from '../../../shared/list/listParams';
import type { ListPaging } from '../../../shared/list/listTypes';

/** What one page of a status list depends on (the list state of `useListState`). */
interface QuotationListQuery {
  sort?: ListSort;
  search: string;
  page: number;
  pageSize: number;
  paging: ListPaging;
}

/** One page of one status list (only the columns the table shows), searched (quote number or client name), sorted and paged by the server. */
export function useQuotationList(status: QuotationStatus, list: QuotationListQuery, expired = '') {
  const orderBy = orderByOf(list.sort ?? QUOTATION_DEFAULT_SORT);
  const { page, search, pageSize } = list;
  return useQuery({
    queryKey: quotationKeys.list({ status, orderBy, page, search, pageSize, expired }),
    queryFn: ({ signal }) =>
      fetchList(quotationsApi.list, {
        query: { status, order_by: orderBy, ...list.paging, search, ...(expired ? { expired } : {}) },
        select: QUOTATION_LIST_FIELDS,
        signal,
      }),
    // Keeps the current rows on screen while the next page or order loads, so the table does not flash.
    placeholderData: keepPreviousData,
  });
}

export const QUOTATION_SORT_COLUMNS = [
  'quotation_number',
  'client_name',
  'start_date',
  'valid_until_date',
  'total_cost',
] as const;

export const QUOTATION_DEFAULT_SORT: ListSort<(typeof QUOTATION_SORT_COLUMNS)[number]> = {
  column: 'start_date',
  direction: 'desc',
};

export type QuotationListRow = NonNullable<ReturnType<typeof useQuotationList>['data']>['data'][number];
