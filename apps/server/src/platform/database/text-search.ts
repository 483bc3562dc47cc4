import { SEARCH_COUNT_CAP, type SearchGroup, type SearchHit } from '@freight/domain';
import { and, inArray, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import { escapeLike } from '../list-query';
import type { Db } from './database';
import { preparedOnce } from './prepared-once';
import { foldedLike, searchFold } from './search-fold';

/**
 * The LIKE patterns of a global-search text, its wildcards escaped: `contains` filters (a trigram GIN index
 * over the same folded expression serves it), `prefix` and `wordStart` rank what starts with the text, or
 * has a word that does, before what merely contains it; `text` itself for the similarity.
 */
function searchPatterns(text: string) {
  const escaped = escapeLike(text);
  return { contains: `%${escaped}%`, prefix: `${escaped}%`, wordStart: `% ${escaped}%`, text };
}

/** A search's text and patterns as placeholders, for a statement prepared once (`preparedSearch`). */
interface SearchPlaceholders {
  contains: Placeholder;
  prefix: Placeholder;
  wordStart: Placeholder;
  text: Placeholder;
}

/** What the helpers below search for: the typed text, or its placeholders in a prepared statement. */
export type SearchText = string | SearchPlaceholders;

const SEARCH_PLACEHOLDERS: SearchPlaceholders = {
  contains: sql.placeholder('contains'),
  prefix: sql.placeholder('prefix'),
  wordStart: sql.placeholder('wordStart'),
  text: sql.placeholder('text'),
};

const termsOf = (text: SearchText) => (typeof text === 'string' ? searchPatterns(text) : text);

/** Whether `expr` contains the text, accents and case aside ('gonz' finds 'González'). */
export function containsText(expr: SQL | unknown, text: SearchText): SQL {
  return foldedLike(expr, termsOf(text).contains);
}

/**
 * Whether `field` contains the text, tested first on the wider `indexed` expression (whose trigram index picks
 * the candidates: an interaction's subject and description, a task's title, description and client).
 */
export function fieldContainsText(indexed: SQL, field: SQL | PgColumn, text: SearchText): SQL {
  return and(containsText(indexed, text), containsText(field, text))!;
}

/** 0 when `expr` starts with the text, 1 when one of its words does, 2 otherwise: sort ascending. */
export function prefixRank(expr: SQL | unknown, text: SearchText): SQL<number> {
  const p = termsOf(text);
  return sql<number>`case when ${foldedLike(expr, p.prefix)} then 0 when ${foldedLike(expr, p.wordStart)} then 1 else 2 end`;
}

/** Then closer matches first: pg_trgm's similarity of the text to the field, higher first. */
export function similarityDesc(expr: SQL | unknown, text: SearchText): SQL {
  return sql`similarity(${searchFold(expr)}, ${searchFold(termsOf(text).text)}) desc`;
}

/**
 * The global search's order within a kind: what starts with the text (or has a word that does) first, then
 * the closer matches. `similarTo` is the field shown as the hit's title when it differs from the searched one.
 */
export function bestMatchFirst(
  text: SearchText,
  startsWith: SQL | unknown,
  similarTo: SQL | unknown = startsWith,
) {
  return [prefixRank(startsWith, text), similarityDesc(similarTo, text)] as const;
}

/** How many matches of a kind are ranked: past it, a search is too broad for the order to mean much. */
const RANKED_CANDIDATES = 300;

/** What a kind's search asks: the table, its id, the match condition and the fields of a hit. */
interface RankedSearch<Fields extends SelectedFields> {
  table: PgTable;
  id: PgColumn;
  where: SQL;
  fields: Fields;
  /** A table whose fields a hit also shows (a document's folder), joined on `on`. */
  join?: { table: PgTable; on: SQL };
  orderBy: (SQL | PgColumn)[];
  limit: number | Placeholder;
}

/**
 * One kind's ranked page: the first `RANKED_CANDIDATES` rows that match, ordered, each carrying how many
 * candidates there were (`matches`, a window count read in the same statement). Stopping at the candidates
 * is what keeps a two-letter search fast: ranking (prefix test, similarity, sort) or counting every match of
 * a broad text is what made it slow. Narrower searches (under 300 matches, any that shows fewer than "100+")
 * are ranked in full.
 */
function rankedMatches<Fields extends SelectedFields>(db: Db, search: RankedSearch<Fields>) {
  const candidateIds = db
    .select({ id: search.id })
    .from(search.table)
    .where(search.where)
    .limit(RANKED_CANDIDATES);
  const query = db
    .select({ ...search.fields, matches: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(search.table)
    .$dynamic();
  const joined = search.join ? query.innerJoin(search.join.table, search.join.on) : query;
  return joined
    .where(inArray(search.id, candidateIds))
    .orderBy(...search.orderBy)
    .limit(search.limit);
}

/**
 * A kind's ranked page (`rankedMatches`) as a statement prepared once per handle under `name`: `build` gets the
 * search's placeholders in place of the text, so Drizzle builds the statement and PostgreSQL plans it once
 * per connection instead of at every keystroke. `name` must differ for every statement `build` can make (a
 * caller's visibility rule included); `values` fills the placeholders `build` adds of its own.
 */
export function preparedSearch<Fields extends SelectedFields>(
  db: Db,
  name: string,
  query: { text: string; limit: number; values?: Record<string, unknown> },
  build: (text: SearchPlaceholders) => Omit<RankedSearch<Fields>, 'limit'>,
) {
  return preparedOnce(db, name, (handle, statement) =>
    rankedMatches(handle, { ...build(SEARCH_PLACEHOLDERS), limit: sql.placeholder('limit') }).prepare(
      statement,
    ),
  ).execute({ ...searchPatterns(query.text), limit: query.limit, ...query.values });
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
