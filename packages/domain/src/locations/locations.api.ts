import { endpoint } from '../api/endpoint';
import { locationListSchema, locationSearchQuerySchema } from './location';

/** The ports, airports and places of the UN/LOCODE and airport lists shipped with the server. */
export const locationsApi = {
  search: endpoint({
    method: 'GET',
    path: '/locations',
    tags: ['locations'],
    description:
      'Locations matching `q`, best first: exact code, then name prefix, then word start, then similar names ' +
      '(trigram); `kind` narrows to ports or airports; at most `limit` (default 20, at most 50)',
    query: locationSearchQuerySchema,
    status: 200,
    response: locationListSchema,
  }),
};
