import { endpointGroup } from '../api/endpoint-group';
import { jobProfitSchema } from './job-profit';

/** A shipment's revenue, cost and margin, planned and actual (docs/api.md, Job profit). */
export const jobProfitApi = {
  forShipment: endpointGroup(['supplier bills']).get('/shipments/:id/profit', {
    summary: 'Revenue, cost, planned and actual margin in the quote currency and the base currency',
    response: jobProfitSchema,
  }),
};
