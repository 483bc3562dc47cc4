import { z } from 'zod';
import { endpointGroup } from '../api/endpoint-group';
import {
  exchangeRateCreateSchema,
  exchangeRateImportSchema,
  exchangeRateSchema,
  exchangeRatesQuerySchema,
  exchangeRateUpdateSchema,
} from './exchange-rate';

const api = endpointGroup(['exchange rates']);

/** Exchange rates: everyone signed in reads them (quotations convert with them); settings:edit changes them. */
export const exchangeRatesApi = {
  list: api.get('/exchange_rates', {
    description:
      'The rates in force on `date` (default today): the newest of each pair dated on or before it',
    query: exchangeRatesQuerySchema,
    response: z.array(exchangeRateSchema),
  }),
  create: api.create('/exchange_rates', {
    body: exchangeRateCreateSchema,
    response: exchangeRateSchema,
  }),
  update: api.put('/exchange_rates/:id', {
    body: exchangeRateUpdateSchema,
    response: exchangeRateSchema,
    ifMatch: true,
  }),
  remove: api.remove('/exchange_rates/:id'),
  import: api.action('/exchange_rates/import', {
    description: 'Fetches the ECB-format feed (FX_FEED_URL) now; a failure keeps the rates there are',
    response: exchangeRateImportSchema,
  }),
};
