import { z } from 'zod';
import { currencyCodeSchema, DEFAULT_FAVOURITE_CURRENCIES } from '../money/currencies';
import { isoDateSchema } from '../quotations/quotation-dates';
import { currencySchema } from '../quotations/quotation-enums';
import { bodyObject, numberInput } from '../shared/fields';
import type { ModeFactors } from './chargeable-weight';

/**
 * The pricing settings (one record, admins edit it in the System Settings tab): the modes' volumetric
 * factors in kg per CBM, the base currency the exchange rates convert through, the minimum margin a quote
 * may be sent with unconfirmed, and the markup applied when pricing from a rate card. The rates themselves
 * are dated records of their own (`exchange-rates/`).
 */
export const pricingSettingsSchema = z.object({
  air_factor: z.number(),
  express_factor: z.number(),
  road_factor: z.number(),
  rail_factor: z.number(),
  sea_lcl_factor: z.number(),
  lcl_minimum_tons: z.number(),
  base_currency: currencySchema,
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
  minimum_margin_percent: 10,
  default_markup_percent: 15,
  favourite_currencies: [...DEFAULT_FAVOURITE_CURRENCIES],
};

/** The most favourite currencies a company keeps: a short list is the point of favourites. */
export const MAX_FAVOURITE_CURRENCIES = 20;

const factor = (label: string) => numberInput(label, { min: 1, max: 100_000 });
const percent = (label: string, min: number) => numberInput(label, { min, max: 1000 });

/** PUT /pricing-settings: any of the fields (If-Match: the version read). */
export const pricingSettingsUpdateSchema = bodyObject({
  air_factor: factor('Air factor'),
  express_factor: factor('Express factor'),
  road_factor: factor('Road factor'),
  rail_factor: factor('Rail factor'),
  sea_lcl_factor: factor('Sea LCL factor'),
  lcl_minimum_tons: numberInput('LCL minimum revenue tons', { min: 0, max: 1000 }),
  base_currency: currencySchema,
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

/** The exchange rates a quotation was priced with, as the API answers them. */
export const pricedRatesSchema = z.object({
  base: currencySchema,
  rates: z.record(z.string(), z.number()),
  date: isoDateSchema.nullable(),
  source: z.string(),
});
export type PricedRates = z.infer<typeof pricedRatesSchema>;
