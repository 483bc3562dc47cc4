import { QUOTATION_LIST_FIELDS, type QuotationStatus, quotationsApi } from '@freight/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { fetchList } from '../../shared/api/fetchList';
import { quotationKeys } from '../../shared/api/queryKeys';
import { useItemsPerPage } from '../../shared/hooks/useItemsPerPage';
import type { ExpiredFilterValue } from './ExpiredFilter';
import type { QuotationSort } from './useQuotationListParams';

/** One page of one status list (only the columns the table shows), searched (quote number or client name), sorted and paged by the server. */
export function useQuotationList(
  status: QuotationStatus,
  sort: QuotationSort,
  page: number,
  search: string,
  expired: ExpiredFilterValue = '',
) {
  // The status lists have no fixed page size: they follow the 'items per page' setting.
  const pageSize = useItemsPerPage();
  const orderBy = `${sort.column} ${sort.direction === 'asc' ? 'ASC' : 'DESC'}`;
  return useQuery({
    queryKey: quotationKeys.list({ status, orderBy, page, search, pageSize, expired }),
    queryFn: ({ signal }) =>
      fetchList(quotationsApi.list, {
        query: {
          status,
          order_by: orderBy,
          limit: pageSize,
          offset: (page - 1) * pageSize,
          search,
          ...(expired ? { expired } : {}),
        },
        select: QUOTATION_LIST_FIELDS,
        signal,
      }),
    // Keeps the current rows on screen while the next page or order loads, so the table does not flash.
    placeholderData: keepPreviousData,
  });
}

export type QuotationListRow = NonNullable<ReturnType<typeof useQuotationList>['data']>['data'][number];
