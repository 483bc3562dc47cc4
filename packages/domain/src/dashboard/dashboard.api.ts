import { endpoint } from '../api/endpoint';
import { dashboardSchema } from './dashboard';

export const dashboardApi = {
  get: endpoint({
    method: 'GET',
    path: '/dashboard',
    tags: ['dashboard'],
    summary: 'Live figures; only the sections of modules the caller may view (dashboard:view)',
    status: 200,
    response: dashboardSchema,
  }),
};
