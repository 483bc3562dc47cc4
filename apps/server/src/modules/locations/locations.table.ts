import { LOCATION_KINDS } from '@freight/domain';
import { boolean, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Ports, airports and other trade places: the UN/LOCODE code list and the IATA airports of OurAirports
 * (`reference-data/`), loaded by `locations-loader.ts`. Reference data, not records: no id, no version; the
 * code is the key quotations and rate cards store (they keep their own copy, so an old code the lists no
 * longer hold is kept and shown as unknown).
 */
export const locations = pgTable(
  'locations',
  {
    /** A UN/LOCODE ('DEHAM') or, for an entry of the airport list, its IATA code ('HAM'). */
    code: text('code').primaryKey(),
    name: text('name').notNull(),
    country: text('country').notNull(),
    country_name: text('country_name').notNull().default(''),
    kind: text('kind', { enum: LOCATION_KINDS }).notNull(),
    /** 'unlocode' or 'iata': which list the row comes from. */
    source: text('source', { enum: ['unlocode', 'iata'] }).notNull(),
    iata: text('iata'),
    unlocode: text('unlocode'),
    subdivision: text('subdivision'),
    /** An airport's town (OurAirports' municipality), searched with the name. */
    city: text('city').notNull().default(''),
    // UN/LOCODE's function classifier, position by position (1 port, 2 rail, 3 road, 4 airport).
    has_port: boolean('has_port').notNull().default(false),
    has_rail: boolean('has_rail').notNull().default(false),
    has_road: boolean('has_road').notNull().default(false),
    has_airport: boolean('has_airport').notNull().default(false),
    /**
     * Name, UN/LOCODE's unaccented form and the airport's town, folded by `search_fold` (lower case, accents
     * off): what `q`, folded the same way, is matched against.
     */
    search_name: text('search_name').notNull(),
  },
  (t) => [
    index('locations_search_trgm_idx').using('gin', t.search_name.op('gin_trgm_ops')),
    index('locations_search_prefix_idx').using('btree', t.search_name.op('text_pattern_ops')),
    index('locations_iata_idx').on(t.iata),
  ],
);

/** Which edition of each shipped list the database holds, so a start loads a list once per edition. */
export const referenceDataEditions = pgTable('reference_data_editions', {
  name: text('name').primaryKey(),
  edition: text('edition').notNull(),
  loaded_at: timestamp('loaded_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
});
