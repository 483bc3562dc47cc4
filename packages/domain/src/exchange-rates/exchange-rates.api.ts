import { z } from 'zod';
import { endpoint, idParamsSchema, noContentSchema } from '../api/endpoint';
import {
  exchangeRateCreateSchema,
  exchangeRateImportSchema,
  exchangeRateSchema,
  exchangeRatesQuerySchema,
  exchangeRateUpdateSchema,
} from './exchange-rate';

const tags = ['exchange rates'];

/** Exchange rates: everyone signed in reads them (quotations convert with them); settings:edit changes them. */
export const exchangeRatesApi = {
  list: endpoint({
    method: 'GET',
    path: '/exchange_rates',
    tags,
    description:
      'The rates in force on `date` (default today): the newest of each pair dated on or before it',
    query: exchangeRatesQuerySchema,
    status: 200,
    response: z.array(exchangeRateSchema),
  }),
  create: endpoint({
    method: 'POST',
    path: '/exchange_rates',
    tags,
    body: exchangeRateCreateSchema,
    status: 201,
    response: exchangeRateSchema,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/exchange_rates/:id',
    tags,
    params: idParamsSchema,
    body: exchangeRateUpdateSchema,
    status: 200,
    response: exchangeRateSchema,
    ifMatch: true,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/exchange_rates/:id',
    tags,
    params: idParamsSchema,
    status: 204,
    response: noContentSchema,
  }),
  import: endpoint({
    method: 'POST',
    path: '/exchange_rates/import',
    tags,
    description: 'Fetches the ECB-format feed (FX_FEED_URL) now; a failure keeps the rates there are',
    status: 200,
    response: exchangeRateImportSchema,
  }),
};
