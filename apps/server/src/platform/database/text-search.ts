import { SEARCH_COUNT_CAP } from '@freight/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { escapeLike } from '../list-query';

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

/**
 * How many rows of `table` match `where`, counting no further than one past `SEARCH_COUNT_CAP`: a search for
 * 'an' may match most of a large table, and the dialog only needs "5 of 37" or "100+", not an exact figure it
 * would pay for. Uncorrelated, so PostgreSQL runs it once per query, as a column of every hit.
 */
export function matchCount(table: PgTable, where: SQL): SQL<number> {
  return sql<number>`(select count(*)::int from (select 1 from ${table} where ${where} limit ${SEARCH_COUNT_CAP + 1}) as matched)`;
}

/** A group's total and whether the count stopped at the cap, from its hits' `matchCount` column. */
export function cappedTotal(rows: readonly { total: number }[]) {
  const counted = rows[0]?.total ?? 0;
  return { total: Math.min(counted, SEARCH_COUNT_CAP), capped: counted > SEARCH_COUNT_CAP };
}

/** How many matches of a kind are ranked: past it, a search is too broad for the order to mean much. */
export const RANKED_CANDIDATES = 300;

/**
 * The rows to rank: the first `RANKED_CANDIDATES` that match, fetched by id. A two-letter search may match
 * most of a table; ranking every match (prefix test, similarity, sort) is what made it slow, so the ranking
 * sees a bounded set and the scan stops as soon as it has found it. Narrower searches (under 300 matches,
 * which is any search that shows fewer than "100+") are ranked in full.
 */
export function amongFirstMatches(table: PgTable, id: PgColumn, where: SQL): SQL {
  return sql`${id} = any(array(select ${id} from ${table} where ${where} limit ${RANKED_CANDIDATES}))`;
}
