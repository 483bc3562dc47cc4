import { rateCardsApi } from '@freight/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { fetchList } from '../../shared/api/fetchList';
import { rateCardKeys } from '../../shared/api/queryKeys';
import type { ListPaging } from '../../shared/list/listTypes';
import { type RateCardFilters, rateCardFilterQuery } from './rateCardFilters';

/** One page of the Rates table, filtered, sorted and paged by the server. */
export function useRateCards(filters: RateCardFilters, paging: ListPaging) {
  const params = { ...rateCardFilterQuery(filters), order_by: 'carrier ASC, id ASC', ...paging };
  return useQuery({
    queryKey: rateCardKeys.list(params),
    queryFn: ({ signal }) => fetchList(rateCardsApi.list, { signal, query: params }),
    placeholderData: keepPreviousData,
  });
}
