import { endpointGroup } from '../api/endpoint-group';
import { locationListSchema, locationSearchQuerySchema } from './location';

const api = endpointGroup(['locations']);

/** The ports, airports and places of the UN/LOCODE and airport lists shipped with the server. */
export const locationsApi = {
  search: api.get('/locations', {
    description:
      'Locations matching `q`, best first: exact code, then name prefix, then word start, then similar names ' +
      '(trigram); `kind` narrows to ports or airports; at most `limit` (default 20, at most 50)',
    query: locationSearchQuerySchema,
    response: locationListSchema,
  }),
};
