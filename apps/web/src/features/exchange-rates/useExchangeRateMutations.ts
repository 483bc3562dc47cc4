import { type ExchangeRateCreate, type ExchangeRateUpdate, exchangeRatesApi } from '@freight/domain';
import { callApi } from '../../shared/api/apiClient';
import { exchangeRateKeys } from '../../shared/api/queryKeys';
import { useRefreshingMutation } from '../../shared/api/useRefreshingMutation';

/**
 * Adding, changing, deleting and importing exchange rates. Each refreshes the rates only: a quotation keeps the
 * rates it was priced with until someone reprices it, so no quotation moves.
 */
export function useExchangeRateMutations() {
  const rates = exchangeRateKeys.all;
  return {
    create: useRefreshingMutation(rates, (body: ExchangeRateCreate) =>
      callApi(exchangeRatesApi.create, { body }),
    ),
    update: useRefreshingMutation(
      rates,
      (input: { id: number; changes: ExchangeRateUpdate; version: number }) =>
        callApi(exchangeRatesApi.update, {
          params: { id: input.id },
          body: input.changes,
          ifMatch: input.version,
        }),
    ),
    remove: useRefreshingMutation(rates, (id: number) =>
      callApi(exchangeRatesApi.remove, { params: { id } }),
    ),
    importNow: useRefreshingMutation(rates, (_: void) => callApi(exchangeRatesApi.import)),
  };
}
