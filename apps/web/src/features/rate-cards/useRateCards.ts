import { rateCardsApi } from '@freight/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { fetchList } from '../../shared/api/fetchList';
import { rateCardKeys } from '../../shared/api/queryKeys';
import { type RateCardFilters, rateCardFilterQuery } from './rateCardFilters';

export const RATE_CARDS_PAGE_SIZE = 20;

/** One page of the Rates table, filtered, sorted and paged by the server. */
export function useRateCards(filters: RateCardFilters, page: number) {
  const params = {
    ...rateCardFilterQuery(filters),
    order_by: 'carrier ASC, id ASC',
    limit: RATE_CARDS_PAGE_SIZE,
    offset: (page - 1) * RATE_CARDS_PAGE_SIZE,
  };
  return useQuery({
    queryKey: rateCardKeys.list(params),
    queryFn: ({ signal }) => fetchList(rateCardsApi.list, { signal, query: params }),
    placeholderData: keepPreviousData,
  });
}
