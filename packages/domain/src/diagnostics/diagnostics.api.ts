import { z } from 'zod';
import { endpointGroup } from '../api/endpoint-group';
import { exchangeRateFeedStatusSchema } from '../exchange-rates/exchange-rate';

const api = endpointGroup(['platform']);

const check = { ok: z.boolean(), error: z.string().nullable() };

const diagnosticsSchema = z.object({
  app: z.object({ version: z.string(), uptime_seconds: z.number(), node_version: z.string() }),
  database: z.object({
    ...check,
    server_version: z.string().nullable(),
    size_bytes: z.number().nullable(),
    round_trip_ms: z.number().nullable(),
  }),
  storage: z.object({
    ...check,
    driver: z.enum(['disk', 's3']),
    probe: z.object({ written: z.boolean(), read: z.boolean(), deleted: z.boolean() }),
    round_trip_ms: z.number().nullable(),
    free_bytes: z.number().nullable(),
  }),
  ai: z.object({
    ...check,
    configured: z.boolean(),
    model: z.string(),
    round_trip_ms: z.number().nullable(),
  }),
  /** The exchange-rate feed: ok unless its last fetch failed (the rates in the table are then older). */
  exchange_rates: exchangeRateFeedStatusSchema.extend({ ok: z.boolean() }),
});
export type Diagnostics = z.infer<typeof diagnosticsSchema>;

/** Admin only. Reading it writes nothing but the storage probe object, which it deletes again. */
export const diagnosticsApi = {
  check: api.get('/diagnostics', {
    summary: 'Database, storage and AI checks, app version and uptime (administrators)',
    response: diagnosticsSchema,
  }),
};
