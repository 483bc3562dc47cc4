import { endpointGroup } from '../api/endpoint-group';
import { jobProfitSchema } from './job-profit';
import { marginsQuerySchema, marginsSchema } from './margins';

/** A shipment's revenue, cost and margin, planned and actual (docs/api.md, Job profit). */
export const jobProfitApi = {
  forShipment: endpointGroup(['supplier bills']).get('/shipments/:id/profit', {
    summary: 'Revenue, cost, planned and actual margin in the quote currency and the base currency',
    response: jobProfitSchema,
  }),
  margins: endpointGroup(['dashboard']).get('/dashboard/margins', {
    summary: 'Planned and actual margin per month, client or lane in the base currency (invoices:view)',
    query: marginsQuerySchema,
    response: marginsSchema,
  }),
};
