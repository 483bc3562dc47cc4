import { rateCardPricingApi } from '@freight/domain';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../shared/api/apiClient';
import { rateCardKeys } from '../../shared/api/queryKeys';

/** The cards that can price the quotation, cheapest first; loaded while the dialog is open. */
export function useRateOptions(quotationId: number, enabled: boolean) {
  return useQuery({
    queryKey: rateCardKeys.options(quotationId),
    queryFn: ({ signal }) => callApi(rateCardPricingApi.options, { params: { id: quotationId }, signal }),
    enabled,
    staleTime: 0,
  });
}
