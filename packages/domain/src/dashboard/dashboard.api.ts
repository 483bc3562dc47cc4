import { endpointGroup } from '../api/endpoint-group';
import { dashboardSchema } from './dashboard';

const api = endpointGroup(['dashboard']);

export const dashboardApi = {
  get: api.get('/dashboard', {
    summary: 'Live figures; only the sections of modules the caller may view (dashboard:view)',
    response: dashboardSchema,
  }),
};
