import type { QuotationStatus } from '@freight/domain';
import { quotationsApi } from '@freight/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { fetchList } from '../../shared/api/fetchList';
import { quotationKeys } from '../../shared/api/queryKeys';
import type { QuotationSort } from './useQuotationListParams';

/** Rows per page on the status lists. */
const PAGE_SIZE = 10;

/** One page of one status list, searched (quote number or client name), sorted and paged by the server. */
export function useQuotationList(status: QuotationStatus, sort: QuotationSort, page: number, search: string) {
  const orderBy = `${sort.column} ${sort.direction === 'asc' ? 'ASC' : 'DESC'}`;
  return useQuery({
    queryKey: quotationKeys.list({ status, orderBy, page, search }),
    queryFn: ({ signal }) =>
      fetchList(quotationsApi.list, {
        query: { status, order_by: orderBy, limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE, search },
        signal,
      }),
    // Keeps the current rows on screen while the next page or order loads, so the table does not flash.
    placeholderData: keepPreviousData,
  });
}
