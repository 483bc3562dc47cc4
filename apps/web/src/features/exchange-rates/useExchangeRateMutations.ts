import { exchangeRatesApi } from '@freight/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../shared/api/apiClient';
import { exchangeRateKeys } from '../../shared/api/queryKeys';
import { useResourceMutations } from '../../shared/api/useResourceMutations';

/**
 * Adding, changing, deleting and importing exchange rates. Each refreshes the rates only: a quotation keeps the
 * rates it was priced with until someone reprices it, so no quotation moves.
 */
export function useExchangeRateMutations() {
  const queryClient = useQueryClient();
  return {
    ...useResourceMutations(exchangeRatesApi, exchangeRateKeys.all),
    importNow: useMutation({
      mutationFn: () => callApi(exchangeRatesApi.import),
      onSuccess: () => queryClient.invalidateQueries({ queryKey: exchangeRateKeys.all }),
    }),
  };
}
