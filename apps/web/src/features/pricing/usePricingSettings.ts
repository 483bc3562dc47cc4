import { type PricingSettingsUpdate, pricingSettingsApi } from '@freight/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../shared/api/apiClient';

const PRICING_SETTINGS_KEY = ['pricing-settings'] as const;

/** The pricing settings (factors, exchange rates, minimum margin, markup) and saving them (If-Match). */
export function usePricingSettings() {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: PRICING_SETTINGS_KEY,
    queryFn: ({ signal }) => callApi(pricingSettingsApi.get, { signal }),
  });
  const save = useMutation({
    mutationFn: (input: { changes: PricingSettingsUpdate; version: number }) =>
      callApi(pricingSettingsApi.update, { body: input.changes, ifMatch: input.version }),
    onSuccess: (saved) => queryClient.setQueryData(PRICING_SETTINGS_KEY, saved),
  });
  return { query, save };
}
