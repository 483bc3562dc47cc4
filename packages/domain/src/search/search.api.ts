import { endpointGroup } from '../api/endpoint-group';
import { searchQuerySchema, searchResultSchema } from './search';

const api = endpointGroup(['search']);

/** The top bar's global search (docs/api.md, Global search). */
export const searchApi = {
  search: api.get('/search', {
    description:
      'Quotations, shipments, contacts, interactions, tasks and documents matching `q`, grouped by kind; only the kinds ' +
      'and records the caller may see',
    query: searchQuerySchema,
    response: searchResultSchema,
  }),
};
