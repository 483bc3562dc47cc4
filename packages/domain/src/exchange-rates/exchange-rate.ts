import { z } from 'zod';
import { currencyCodeSchema } from '../money/currencies';
import { isoDateField, isoDateSchema, optionalIsoDateField } from '../quotations/quotation-dates';
import { bodyObject, numberInput } from '../shared/fields';
import { recordId } from '../shared/record-columns';

/** A currency code as the rates table keeps it: three capital letters (ISO 4217 shape). */
const currencyShapeSchema = z.string().regex(/^[A-Z]{3}$/);

/**
 * One exchange rate: one unit of `base` is worth `rate` units of `quote` (the ECB's 1 EUR = 1.0812 USD is
 * base EUR, quote USD), in force from `date` until a newer rate of the same pair.
 */
export const exchangeRateSchema = z.object({
  ...recordId(),
  base: currencyShapeSchema,
  quote: currencyShapeSchema,
  rate: z.number(),
  date: isoDateSchema,
  source: z.string(),
  version: z.number().int(),
  updated_at: z.string(),
});
export type ExchangeRateRecord = z.infer<typeof exchangeRateSchema>;

export const EXCHANGE_RATE_MESSAGES = {
  samePair: 'Base and quote currency must differ',
  duplicate: (base: string, quote: string, date: string) =>
    `There is already a ${base}→${quote} rate for ${date}: edit that one instead`,
  notFound: 'Exchange rate not found',
  stale: 'This exchange rate was changed by someone else. Reload the rates and try again.',
} as const;

const rateField = numberInput('Rate', {
  min: 0.000001,
  max: 1_000_000_000,
  messages: { min: 'Rate must be greater than 0' },
});
const baseField = currencyCodeSchema('Base currency');
const quoteField = currencyCodeSchema('Quote currency');

/** POST /exchange_rates: a manual rate; `date` defaults to the server's today. */
export const exchangeRateCreateSchema = bodyObject({
  base: baseField,
  quote: quoteField,
  rate: rateField,
  date: optionalIsoDateField('Date').optional(),
}).refine((body) => body.base !== body.quote, { message: EXCHANGE_RATE_MESSAGES.samePair, path: ['quote'] });
export type ExchangeRateCreate = z.output<typeof exchangeRateCreateSchema>;

/** PUT /exchange_rates/{id}: any of the fields; an edited rate becomes a manual one. */
export const exchangeRateUpdateSchema = bodyObject({
  base: baseField,
  quote: quoteField,
  rate: rateField,
  date: isoDateField('Date', 'Date is required'),
}).partial();
export type ExchangeRateUpdate = z.output<typeof exchangeRateUpdateSchema>;

/** GET /exchange_rates?date=: the rates in force on that day (default: the server's today). */
export const exchangeRatesQuerySchema = z.object({
  date: optionalIsoDateField('Date').optional(),
});

/** What one import of the feed did. */
export const exchangeRateImportSchema = z.object({
  rates_date: isoDateSchema,
  source: z.string(),
  /** Rates written (new or changed); rates typed by staff for the same pair and day are kept. */
  imported: z.number().int(),
  kept_manual: z.number().int(),
});
export type ExchangeRateImport = z.infer<typeof exchangeRateImportSchema>;

/** How the feed has been doing, for Diagnostics. */
export const exchangeRateFeedStatusSchema = z.object({
  feed_url: z.string().nullable(),
  last_success_at: z.string().nullable(),
  last_success_rates_date: isoDateSchema.nullable(),
  last_failure_at: z.string().nullable(),
  last_failure_reason: z.string().nullable(),
  newest_rate_date: isoDateSchema.nullable(),
});
export type ExchangeRateFeedStatus = z.infer<typeof exchangeRateFeedStatusSchema>;
