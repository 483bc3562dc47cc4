import { endpointGroup } from '../api/endpoint-group';
import { pricingSettingsSchema, pricingSettingsUpdateSchema } from './pricing-settings';

const api = endpointGroup(['settings']);

/** The pricing settings (System Settings tab): everyone signed in reads them, settings:edit changes them. */
export const pricingSettingsApi = {
  get: api.get('/pricing-settings', { response: pricingSettingsSchema }),
  update: api.put('/pricing-settings', {
    body: pricingSettingsUpdateSchema,
    response: pricingSettingsSchema,
    ifMatch: true,
  }),
};
