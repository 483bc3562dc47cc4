import { rateCardPricingApi } from '@freight/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../shared/api/apiClient';
import { rateCardKeys } from '../../shared/api/queryKeys';
import { useRefreshQuotationContents } from '../quotations/data/useRefreshQuotationContents';

/** POST /quotations/{id}/apply_rate_card: the lines are added and the quotation (totals, valid-until) refetched. */
export function useApplyRateCard(quotationId: number) {
  const refresh = useRefreshQuotationContents();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rateCardId: number) =>
      callApi(rateCardPricingApi.apply, { params: { id: quotationId }, body: { rate_card_id: rateCardId } }),
    onSuccess: async () => {
      await refresh(quotationId, 'cost-lines');
      await queryClient.invalidateQueries({ queryKey: rateCardKeys.options(quotationId) });
    },
  });
}
