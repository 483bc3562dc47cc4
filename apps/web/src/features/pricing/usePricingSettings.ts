import { pricingSettingsApi } from '@freight/domain';
import { useSingletonRecord } from '../../shared/api/useSingletonRecord';

const PRICING_SETTINGS_KEY = ['pricing-settings'] as const;

/** The pricing settings (factors, exchange rates, minimum margin, markup) and saving them (If-Match). */
export function usePricingSettings() {
  return useSingletonRecord(PRICING_SETTINGS_KEY, pricingSettingsApi);
}
