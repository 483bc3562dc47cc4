import { sql } from 'drizzle-orm';
import { check, integer, numeric, pgTable, text } from 'drizzle-orm/pg-core';
import { isoTimestamp } from '../../platform/database/columns';

const figure = (name: string, value: number) =>
  numeric(name, { precision: 12, scale: 4, mode: 'number' }).notNull().default(value);

/** Pricing settings: one row (id 1), made on first save; defaults as `DEFAULT_PRICING_SETTINGS`. */
export const pricingSettings = pgTable(
  'pricing_settings',
  {
    id: integer('id').primaryKey().default(1),
    air_factor: figure('air_factor', 167),
    express_factor: figure('express_factor', 200),
    road_factor: figure('road_factor', 333),
    rail_factor: figure('rail_factor', 333),
    sea_lcl_factor: figure('sea_lcl_factor', 1000),
    lcl_minimum_tons: figure('lcl_minimum_tons', 1),
    base_currency: text('base_currency').notNull().default('USD'),
    minimum_margin_percent: figure('minimum_margin_percent', 10),
    default_markup_percent: figure('default_markup_percent', 15),
    // The currencies every currency field lists first (DEFAULT_FAVOURITE_CURRENCIES until an admin saves).
    favourite_currencies: text('favourite_currencies')
      .array()
      .notNull()
      .default(sql`'{USD,EUR,GBP,CAD,AUD}'::text[]`),
    version: integer('version').notNull().default(1),
    updated_at: isoTimestamp('updated_at').notNull().default(sql`now()`),
  },
  (t) => [check('pricing_settings_single_row', sql`${t.id} = 1`)],
);
