import { type ContainerRate, RATE_CARD_MODES, type RateBreak, type Surcharge } from '@freight/domain';
import { sql } from 'drizzle-orm';
import { date, index, jsonb, numeric, pgTable, text } from 'drizzle-orm/pg-core';
import { idColumn, recordColumns } from '../../platform/database/columns';
import { searchFold } from '../../platform/database/search-fold';

const blankText = (name: string) => text(name).notNull().default('');
// Three decimals: enough for every currency's minor units (KWD, BHD, OMR have three).
const money = (name: string) => numeric(name, { precision: 18, scale: 3, mode: 'number' });
// Rates per kg and per CBM keep four decimals (carriers quote 2.855 per kg).
const rate = (name: string) => numeric(name, { precision: 16, scale: 4, mode: 'number' });

/** Carrier tariffs: breaks, container rates and surcharges are small lists kept as JSON. */
export const rateCards = pgTable(
  'rate_cards',
  {
    id: idColumn(),
    carrier: text('carrier').notNull(),
    transport_mode: text('transport_mode', { enum: RATE_CARD_MODES }).notNull(),
    origin_code: text('origin_code').notNull(),
    origin_country: blankText('origin_country'),
    origin_city: blankText('origin_city'),
    destination_code: text('destination_code').notNull(),
    destination_country: blankText('destination_country'),
    destination_city: blankText('destination_city'),
    valid_from: date('valid_from', { mode: 'string' }).notNull(),
    valid_to: date('valid_to', { mode: 'string' }).notNull(),
    currency: text('currency').notNull(),
    minimum_charge: money('minimum_charge').notNull().default(0),
    breaks: jsonb('breaks').$type<RateBreak[]>().notNull().default([]),
    per_cbm_rate: rate('per_cbm_rate'),
    container_rates: jsonb('container_rates').$type<ContainerRate[]>().notNull().default([]),
    fixed_charge: money('fixed_charge').notNull().default(0),
    surcharges: jsonb('surcharges').$type<Surcharge[]>().notNull().default([]),
    notes: blankText('notes'),
    ...recordColumns(),
  },
  (t) => [
    // The rate lookup: one lane and mode, valid on a date (valid_from <= d <= valid_to).
    index('rate_cards_lane_idx').on(
      t.origin_code,
      t.destination_code,
      t.transport_mode,
      t.valid_to,
      t.valid_from,
    ),
    // The Rates list's default order, and its filters by carrier.
    index('rate_cards_carrier_idx').on(t.carrier, t.id),
    index('rate_cards_search_trgm_idx').using('gin', sql`${searchFold(rateCardSearchText(t))} gin_trgm_ops`),
  ],
);

/** What the Rates list's `search` matches: carrier, codes and places. */
export function rateCardSearchText(t: {
  carrier: unknown;
  origin_code: unknown;
  origin_city: unknown;
  origin_country: unknown;
  destination_code: unknown;
  destination_city: unknown;
  destination_country: unknown;
}) {
  return sql`(${t.carrier} || ' ' || ${t.origin_code} || ' ' || ${t.origin_city} || ' ' || ${t.origin_country} || ' ' || ${t.destination_code} || ' ' || ${t.destination_city} || ' ' || ${t.destination_country})`;
}
