import { type ExchangeRateCreate, type ExchangeRateUpdate, exchangeRatesApi } from '@freight/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../shared/api/apiClient';
import { exchangeRateKeys } from '../../shared/api/queryKeys';

/**
 * Adding, changing, deleting and importing exchange rates. Each refreshes the rates only: a quotation keeps the
 * rates it was priced with until someone reprices it, so no quotation moves.
 */
export function useExchangeRateMutations() {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: exchangeRateKeys.all });
  return {
    create: useMutation({
      mutationFn: (body: ExchangeRateCreate) => callApi(exchangeRatesApi.create, { body }),
      onSuccess,
    }),
    update: useMutation({
      mutationFn: (input: { id: number; changes: ExchangeRateUpdate; version: number }) =>
        callApi(exchangeRatesApi.update, {
          params: { id: input.id },
          body: input.changes,
          ifMatch: input.version,
        }),
      onSuccess,
    }),
    remove: useMutation({
      mutationFn: (id: number) => callApi(exchangeRatesApi.remove, { params: { id } }),
      onSuccess,
    }),
    importNow: useMutation({
      mutationFn: () => callApi(exchangeRatesApi.import),
      onSuccess,
    }),
  };
}
