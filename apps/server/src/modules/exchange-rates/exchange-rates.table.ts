import { sql } from 'drizzle-orm';
import { check, date, index, integer, numeric, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { idColumn, isoTimestamp, recordColumns } from '../../platform/database/columns';

/**
 * Exchange rates: 1 `base` = `rate` `quote`, in force from `rate_date` until a newer rate of the pair. The
 * rate is an exact decimal (the feed's text stored as it is). One rate per pair and day: an import never
 * replaces a rate staff typed for the same day.
 */
export const exchangeRates = pgTable(
  'exchange_rates',
  {
    id: idColumn(),
    base: text('base').notNull(),
    quote: text('quote').notNull(),
    rate: numeric('rate', { precision: 24, scale: 10 }).notNull(),
    rate_date: date('rate_date', { mode: 'string' }).notNull(),
    source: text('source').notNull(),
    ...recordColumns(),
  },
  (t) => [
    uniqueIndex('exchange_rates_pair_date_key').on(t.base, t.quote, t.rate_date),
    index('exchange_rates_date_idx').on(t.rate_date),
    check('exchange_rates_rate_positive', sql`${t.rate} > 0`),
    check('exchange_rates_pair_differs', sql`${t.base} <> ${t.quote}`),
  ],
);

/** How the feed has been doing (one row, id 1): every server process reads and writes the same. */
export const exchangeRateFeed = pgTable(
  'exchange_rate_feed',
  {
    id: integer('id').primaryKey().default(1),
    last_success_at: isoTimestamp('last_success_at'),
    last_success_rates_date: date('last_success_rates_date', { mode: 'string' }),
    last_failure_at: isoTimestamp('last_failure_at'),
    last_failure_reason: text('last_failure_reason'),
  },
  (t) => [check('exchange_rate_feed_single_row', sql`${t.id} = 1`)],
);
