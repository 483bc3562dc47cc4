import { exchangeRatesApi } from '@freight/domain';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../shared/api/apiClient';
import { exchangeRateKeys } from '../../shared/api/queryKeys';

/** The exchange rates in force on `date` (YYYY-MM-DD; '' = the server's today). */
export function useExchangeRates(date = '') {
  return useQuery({
    queryKey: exchangeRateKeys.onDay(date),
    queryFn: ({ signal }) => callApi(exchangeRatesApi.list, { query: date ? { date } : {}, signal }),
  });
}
