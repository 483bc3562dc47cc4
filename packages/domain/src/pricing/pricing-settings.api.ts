import { endpoint } from '../api/endpoint';
import { pricingSettingsSchema, pricingSettingsUpdateSchema } from './pricing-settings';

/** The pricing settings (System Settings tab): everyone signed in reads them, settings:edit changes them. */
export const pricingSettingsApi = {
  get: endpoint({
    method: 'GET',
    path: '/pricing-settings',
    tags: ['settings'],
    status: 200,
    response: pricingSettingsSchema,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/pricing-settings',
    tags: ['settings'],
    body: pricingSettingsUpdateSchema,
    status: 200,
    response: pricingSettingsSchema,
    ifMatch: true,
  }),
};
