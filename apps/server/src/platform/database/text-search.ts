import { SEARCH_COUNT_CAP } from '@freight/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { escapeLike } from '../list-query';
import type { Db } from './database';

/**
 * The LIKE patterns of a global-search text, its wildcards escaped: `contains` filters (a trigram GIN index
 * over the same expression serves it), `prefix` and `wordStart` rank what starts with the text, or has a word
 * that does, before what merely contains it.
 */
export function searchPatterns(text: string) {
  const escaped = escapeLike(text);
  return { contains: `%${escaped}%`, prefix: `${escaped}%`, wordStart: `% ${escaped}%` };
}

/** 0 when `expr` starts with the text, 1 when one of its words does, 2 otherwise: sort ascending. */
export function prefixRank(expr: SQL | unknown, text: string): SQL<number> {
  const p = searchPatterns(text);
  return sql<number>`case when ${expr} ilike ${p.prefix} then 0 when ${expr} ilike ${p.wordStart} then 1 else 2 end`;
}

/** Then closer matches first: pg_trgm's similarity of the text to the field, higher first. */
export function similarityDesc(expr: SQL | unknown, text: string): SQL {
  return sql`similarity(${expr}, ${text}) desc`;
}

/** How many matches of a kind are ranked: past it, a search is too broad for the order to mean much. */
export const RANKED_CANDIDATES = 300;

/**
 * The ids of the first `RANKED_CANDIDATES` rows that match: the rows to rank, and (up to the cap) how many
 * match. One scan that stops as soon as it has them: a two-letter search may match most of a table, and
 * ranking every match (prefix test, similarity, sort) or counting them all is what made it slow. Narrower
 * searches (under 300 matches, which is any search that shows fewer than "100+") are ranked in full.
 */
export async function firstMatches(db: Db, table: PgTable, id: PgColumn, where: SQL): Promise<number[]> {
  const rows = await db.select({ id }).from(table).where(where).limit(RANKED_CANDIDATES);
  return rows.map((row) => row.id as number);
}

/** A group's total and whether matches go on past the count the dialog shows ("100+"). */
export function cappedTotal(matches: number) {
  return { total: Math.min(matches, SEARCH_COUNT_CAP), capped: matches > SEARCH_COUNT_CAP };
}
