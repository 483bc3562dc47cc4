import { type PricingSettingsUpdate, pricingSettingsApi } from '@freight/domain';
import { callApi } from '../../shared/api/apiClient';
import { useSingletonRecord } from '../../shared/api/useSingletonRecord';

const PRICING_SETTINGS_KEY = ['pricing-settings'] as const;

/** The pricing settings (factors, exchange rates, minimum margin, markup) and saving them (If-Match). */
export function usePricingSettings() {
  return useSingletonRecord({
    key: PRICING_SETTINGS_KEY,
    load: (signal) => callApi(pricingSettingsApi.get, { signal }),
    save: (changes: PricingSettingsUpdate, version) =>
      callApi(pricingSettingsApi.update, { body: changes, ifMatch: version }),
  });
}
