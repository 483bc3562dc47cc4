import { and, desc, eq, inArray, lte, max, sql } from 'drizzle-orm';
import { tableRecords } from '../../platform/crud';
import type { Db } from '../../platform/database/database';
import { exchangeRateFeed, exchangeRates } from './exchange-rates.table';

export type ExchangeRateRow = typeof exchangeRates.$inferSelect;
export type FeedRow = typeof exchangeRateFeed.$inferSelect;

export const exchangeRateRecords = tableRecords(exchangeRates);

/** Of each pair, the newest rate dated on or before `day`. */
export function ratesInForce(db: Db, day: string): Promise<ExchangeRateRow[]> {
  return db
    .selectDistinctOn([exchangeRates.base, exchangeRates.quote])
    .from(exchangeRates)
    .where(lte(exchangeRates.rate_date, day))
    .orderBy(exchangeRates.base, exchangeRates.quote, desc(exchangeRates.rate_date));
}

export async function newestRateDate(db: Db): Promise<string | null> {
  const [row] = await db.select({ newest: max(exchangeRates.rate_date) }).from(exchangeRates);
  return row?.newest ?? null;
}

export async function findPairOnDay(db: Db, base: string, quote: string, day: string) {
  const [row] = await db
    .select({ id: exchangeRates.id })
    .from(exchangeRates)
    .where(
      and(eq(exchangeRates.base, base), eq(exchangeRates.quote, quote), eq(exchangeRates.rate_date, day)),
    );
  return row;
}

export interface ImportedRate {
  base: string;
  quote: string;
  rate: string;
  rate_date: string;
  source: string;
}

/**
 * Writes a feed's rates: new pairs and days are added, the feed's own earlier rate of the day is replaced
 * when it differs, and a rate staff typed for that pair and day is left alone. Answers the rows written.
 */
export async function upsertImportedRates(db: Db, rates: ImportedRate[]): Promise<number> {
  if (rates.length === 0) return 0;
  const written = await db
    .insert(exchangeRates)
    .values(rates)
    .onConflictDoUpdate({
      target: [exchangeRates.base, exchangeRates.quote, exchangeRates.rate_date],
      set: {
        rate: sql`excluded.rate`,
        source: sql`excluded.source`,
        version: sql`${exchangeRates.version} + 1`,
        updated_at: sql`now()`,
      },
      setWhere: sql`${exchangeRates.source} <> 'manual' and ${exchangeRates.rate} <> excluded.rate`,
    })
    .returning({ id: exchangeRates.id });
  return written.length;
}

export async function findFeedStatus(db: Db): Promise<FeedRow | undefined> {
  const [row] = await db.select().from(exchangeRateFeed).where(eq(exchangeRateFeed.id, 1));
  return row;
}

export async function recordFeedSuccess(db: Db, ratesDate: string): Promise<void> {
  const values = { last_success_at: sql`now()`, last_success_rates_date: ratesDate } as const;
  await db
    .insert(exchangeRateFeed)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: exchangeRateFeed.id, set: values });
}

export async function recordFeedFailure(db: Db, reason: string): Promise<void> {
  const values = { last_failure_at: sql`now()`, last_failure_reason: reason } as const;
  await db
    .insert(exchangeRateFeed)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: exchangeRateFeed.id, set: values });
}

/** How many of `rates` (pair and day) have a rate staff typed, which an import keeps. */
export async function countManualRates(db: Db, rates: ImportedRate[]): Promise<number> {
  if (rates.length === 0) return 0;
  const keys = rates.map((rate) => `${rate.base}|${rate.quote}|${rate.rate_date}`);
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(exchangeRates)
    .where(
      and(
        eq(exchangeRates.source, 'manual'),
        inArray(
          sql`${exchangeRates.base} || '|' || ${exchangeRates.quote} || '|' || ${exchangeRates.rate_date}`,
          keys,
        ),
      ),
    );
  return row?.count ?? 0;
}
