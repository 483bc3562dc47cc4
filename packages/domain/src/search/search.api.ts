import { endpoint } from '../api/endpoint';
import { searchQuerySchema, searchResultSchema } from './search';

/** The top bar's global search (docs/api.md, Global search). */
export const searchApi = {
  search: endpoint({
    method: 'GET',
    path: '/search',
    tags: ['search'],
    description:
      'Quotations, contacts, interactions, tasks and documents matching `q`, grouped by kind; only the kinds ' +
      'and records the caller may see',
    query: searchQuerySchema,
    status: 200,
    response: searchResultSchema,
  }),
};
