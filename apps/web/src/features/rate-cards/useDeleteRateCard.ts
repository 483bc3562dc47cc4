import { rateCardsApi } from '@freight/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../shared/api/apiClient';
import { rateCardKeys } from '../../shared/api/queryKeys';

/** DELETE /rate_cards/{id}; the Rates list and any open rate options refetch. */
export function useDeleteRateCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callApi(rateCardsApi.remove, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: rateCardKeys.all, refetchType: 'active' }),
  });
}
