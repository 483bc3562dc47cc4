import { SEARCH_COUNT_CAP, type SearchGroup, type SearchHit } from '@freight/domain';
import { inArray, type SQL, sql } from 'drizzle-orm';
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

/**
 * The global search's order within a kind: what starts with the text (or has a word that does) first, then
 * the closer matches. `similarTo` is the field shown as the hit's title when it differs from the searched one.
 */
export function bestMatchFirst(
  text: string,
  startsWith: SQL | unknown,
  similarTo: SQL | unknown = startsWith,
) {
  return [prefixRank(startsWith, text), similarityDesc(similarTo, text)] as const;
}

/** How many matches of a kind are ranked: past it, a search is too broad for the order to mean much. */
const RANKED_CANDIDATES = 300;

/**
 * The first `RANKED_CANDIDATES` rows that match, as a filter for the ranking query, and how many there were
 * (`matches`, a window count over the candidates, read in the same statement). Stopping at the candidates is
 * what keeps a two-letter search fast: ranking (prefix test, similarity, sort) or counting every match of a
 * broad text is what made it slow. Narrower searches (under 300 matches, any that shows fewer than "100+")
 * are ranked in full. One statement per kind: the candidates, their count and the ranked page together.
 */
export function searchCandidates(db: Db, table: PgTable, id: PgColumn, where: SQL) {
  const candidateIds = db.select({ id }).from(table).where(where).limit(RANKED_CANDIDATES);
  return {
    isCandidate: inArray(id, candidateIds),
    matches: sql<number>`count(*) over ()`.mapWith(Number),
  };
}

/** A kind's group from its ranked rows (each carrying `matches`): the total, capped, and the hits. */
export function searchGroup<Row extends { matches: number }>(
  rows: readonly Row[],
  toHit: (row: Row) => SearchHit,
): Omit<SearchGroup, 'kind'> {
  return { ...cappedTotal(rows[0]?.matches ?? 0), hits: rows.map(toHit) };
}

/** A group's total and whether matches go on past the count the dialog shows ("100+"). */
function cappedTotal(matches: number) {
  return { total: Math.min(matches, SEARCH_COUNT_CAP), capped: matches > SEARCH_COUNT_CAP };
}
