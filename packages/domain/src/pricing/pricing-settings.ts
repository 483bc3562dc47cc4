import { z } from 'zod';
import { CURRENCY_CODES, currencyCodeSchema, DEFAULT_FAVOURITE_CURRENCIES } from '../money/currencies';
import { isoDateSchema, optionalIsoDateField } from '../quotations/quotation-dates';
import { type Currency, currencySchema } from '../quotations/quotation-enums';
import { bodyObject, numberInput, textField } from '../shared/fields';
import type { ModeFactors } from './chargeable-weight';
import type { ExchangeRates } from './money';

/** One exchange rate: one unit of `currency` is worth `rate` units of the base currency. */
export const exchangeRateSchema = z.object({ currency: currencySchema, rate: z.number() });
export type ExchangeRate = z.infer<typeof exchangeRateSchema>;

/**
 * The pricing settings (one record, admins edit it in the System Settings tab): the modes' volumetric
 * factors in kg per CBM, the exchange rates with their date and source, the minimum margin a quote may be
 * sent with unconfirmed, and the markup applied when pricing from a rate card.
 */
export const pricingSettingsSchema = z.object({
  air_factor: z.number(),
  express_factor: z.number(),
  road_factor: z.number(),
  rail_factor: z.number(),
  sea_lcl_factor: z.number(),
  lcl_minimum_tons: z.number(),
  base_currency: currencySchema,
  exchange_rates: z.array(exchangeRateSchema),
  rates_date: isoDateSchema.nullable(),
  rates_source: z.string(),
  minimum_margin_percent: z.number(),
  default_markup_percent: z.number(),
  /** The currencies every currency field lists first, in this order (the company's usual ones). */
  favourite_currencies: z.array(z.string()),
  version: z.number().int(),
  updated_at: z.string().nullable(),
});
export type PricingSettings = z.infer<typeof pricingSettingsSchema>;

export const DEFAULT_PRICING_SETTINGS: Omit<PricingSettings, 'version' | 'updated_at'> = {
  air_factor: 167,
  express_factor: 200,
  road_factor: 333,
  rail_factor: 333,
  sea_lcl_factor: 1000,
  lcl_minimum_tons: 1,
  base_currency: 'USD',
  exchange_rates: [],
  rates_date: null,
  rates_source: '',
  minimum_margin_percent: 10,
  default_markup_percent: 15,
  favourite_currencies: [...DEFAULT_FAVOURITE_CURRENCIES],
};

/** The most favourite currencies a company keeps: a short list is the point of favourites. */
export const MAX_FAVOURITE_CURRENCIES = 20;

const factor = (label: string) => numberInput(label, { min: 1, max: 100_000 });
const percent = (label: string, min: number) => numberInput(label, { min, max: 1000 });

const exchangeRateInputSchema = z.object(
  {
    currency: currencyCodeSchema('Exchange rate currency'),
    rate: numberInput('Exchange rate', { min: 0.000001, max: 1_000_000 }),
  },
  { error: 'Each exchange rate must be an object with a currency and a rate' },
);

/** PUT /pricing-settings: any of the fields (If-Match: the version read). */
export const pricingSettingsUpdateSchema = bodyObject({
  air_factor: factor('Air factor'),
  express_factor: factor('Express factor'),
  road_factor: factor('Road factor'),
  rail_factor: factor('Rail factor'),
  sea_lcl_factor: factor('Sea LCL factor'),
  lcl_minimum_tons: numberInput('LCL minimum revenue tons', { min: 0, max: 1000 }),
  base_currency: currencySchema,
  exchange_rates: z
    .array(exchangeRateInputSchema, { error: 'Exchange rates must be a list' })
    .max(CURRENCY_CODES.length, `Exchange rates can have at most ${CURRENCY_CODES.length} rows`)
    .refine((rows) => new Set(rows.map((row) => row.currency)).size === rows.length, {
      message: 'Each currency can have only one exchange rate',
    }),
  rates_date: optionalIsoDateField('Rates date'),
  rates_source: textField('Rates source', { max: 200 }),
  minimum_margin_percent: percent('Minimum margin percent', -1000),
  default_markup_percent: percent('Default markup percent', 0),
  favourite_currencies: z
    .array(currencyCodeSchema('Favourite currency'), {
      error: 'Favourite currencies must be a list of codes',
    })
    .min(1, 'Choose at least one favourite currency')
    .max(MAX_FAVOURITE_CURRENCIES, `Favourite currencies can have at most ${MAX_FAVOURITE_CURRENCIES} codes`)
    .refine((codes) => new Set(codes).size === codes.length, {
      message: 'Each favourite currency can be listed only once',
    }),
}).partial();
export type PricingSettingsUpdate = z.output<typeof pricingSettingsUpdateSchema>;

/** The factors `chargeableWeight` takes, from the settings. */
export function modeFactorsOf(
  settings: Pick<
    PricingSettings,
    'air_factor' | 'express_factor' | 'road_factor' | 'rail_factor' | 'sea_lcl_factor' | 'lcl_minimum_tons'
  >,
): ModeFactors {
  return {
    air: settings.air_factor,
    express: settings.express_factor,
    road: settings.road_factor,
    rail: settings.rail_factor,
    sea_lcl: settings.sea_lcl_factor,
    lcl_minimum_tons: settings.lcl_minimum_tons,
  };
}

/** The settings' exchange rates in the shape a quotation records them (`priced_rates`). */
export function exchangeRatesOf(
  settings: Pick<PricingSettings, 'base_currency' | 'exchange_rates' | 'rates_date' | 'rates_source'>,
): ExchangeRates {
  const rates: Record<Currency, number> = {};
  for (const row of settings.exchange_rates) rates[row.currency] = row.rate;
  return { base: settings.base_currency, rates, date: settings.rates_date, source: settings.rates_source };
}

/** The exchange rates a quotation was priced with, as the API answers them. */
export const pricedRatesSchema = z.object({
  base: currencySchema,
  rates: z.record(z.string(), z.number()),
  date: isoDateSchema.nullable(),
  source: z.string(),
});
export type PricedRates = z.infer<typeof pricedRatesSchema>;
