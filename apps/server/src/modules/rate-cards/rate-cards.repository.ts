import { and, asc, eq, gte, lte } from 'drizzle-orm';
import { listTablePage, tablePagesOf, tableRecords } from '../../platform/crud';
import type { Db } from '../../platform/database/database';
import type { ParsedListQuery } from '../../platform/list-query';
import { rateCardList } from './rate-cards.list';
import { rateCards } from './rate-cards.table';

export type RateCardRow = typeof rateCards.$inferSelect;
export type RateCardInsert = typeof rateCards.$inferInsert;

/** Find, insert, versioned update and delete of one rate card. */
export const rateCardRecords = tableRecords(rateCards);

export function listRateCards(db: Db, query: ParsedListQuery) {
  return listTablePage(db, query, rateCardList, rateCards);
}

/** Every card a list query matches, page by page, for the CSV export. */
export function iterateRateCards(db: Db, query: ParsedListQuery, pageSize = 1000) {
  return tablePagesOf(db, rateCards, query, query.where, pageSize);
}

/** Inserts many cards in one statement (an import, inside its transaction); answers how many. */
export async function insertRateCards(db: Db, values: RateCardInsert[]): Promise<number> {
  if (values.length === 0) return 0;
  let inserted = 0;
  // In chunks: one statement's parameters are limited to 65,535.
  for (let i = 0; i < values.length; i += 1000) {
    const rows = await db
      .insert(rateCards)
      .values(values.slice(i, i + 1000))
      .returning({ id: rateCards.id });
    inserted += rows.length;
  }
  return inserted;
}

/** The lookup `rate_cards_lane_idx` serves: the cards of one lane and mode valid on `date`. */
export function laneCards(db: Db, lane: { origin: string; destination: string; mode: string }, date: string) {
  return db
    .select()
    .from(rateCards)
    .where(
      and(
        eq(rateCards.origin_code, lane.origin),
        eq(rateCards.destination_code, lane.destination),
        eq(rateCards.transport_mode, lane.mode as RateCardRow['transport_mode']),
        lte(rateCards.valid_from, date),
        gte(rateCards.valid_to, date),
      ),
    )
    .orderBy(asc(rateCards.id));
}
