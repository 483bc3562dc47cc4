import { type RateCardCreateInput, rateCardsApi } from '@freight/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../shared/api/apiClient';
import { rateCardKeys } from '../../shared/api/queryKeys';

/** POST /rate_cards, or PUT /rate_cards/{id} with the version the form loaded (412 when a colleague saved). */
export function useSaveRateCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, version, body }: { id?: number; version?: number; body: RateCardCreateInput }) =>
      id === undefined
        ? callApi(rateCardsApi.create, { body })
        : callApi(rateCardsApi.update, { params: { id }, body, ifMatch: version }),
    onSuccess: (card) => {
      queryClient.setQueryData(rateCardKeys.detail(card.id), card);
      return queryClient.invalidateQueries({ queryKey: rateCardKeys.all, refetchType: 'active' });
    },
  });
}
