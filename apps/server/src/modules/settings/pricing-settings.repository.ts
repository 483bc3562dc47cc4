import { singleRowRecords } from '../../platform/crud';
import { pricingSettings } from './pricing-settings.table';

export type PricingSettingsRow = typeof pricingSettings.$inferSelect;

export const pricingSettingsRecords = singleRowRecords(pricingSettings);
