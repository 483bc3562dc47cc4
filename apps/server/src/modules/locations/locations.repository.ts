import type { Location, LocationSearchKind } from '@freight/domain';
import { inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../platform/database/database';
import { searchFold } from '../../platform/database/search-fold';
import { escapeLike } from '../../platform/list-query';
import { locations } from './locations.table';

const KIND_FILTER: Record<LocationSearchKind, ReturnType<typeof sql>> = {
  any: sql`true`,
  port: sql`${locations.has_port} and ${locations.source} = 'unlocode'`,
  airport: sql`${locations.has_airport}`,
};

/** Trigram matching needs three characters; a shorter text matches codes and names by their start only. */
const TRIGRAM_MIN_LENGTH = 3;
const RANKED_CANDIDATES = 300;

const COLUMNS = sql`${locations.code} as code, ${locations.name} as name, ${locations.country} as country,
  ${locations.country_name} as country_name, ${locations.kind} as kind, ${locations.iata} as iata,
  ${locations.unlocode} as unlocode, ${locations.subdivision} as subdivision`;

/**
 * The text as the names are stored in `search_name`: folded by the database's `search_fold` (lower case,
 * accents off), so 'zurich' finds 'Zürich' and 'sao paulo' finds 'São Paulo'. Folded in the statement
 * from constant parameters, so the planner folds it once and the prefix btree still serves `like`.
 */
function searchTerms(text: string) {
  const escaped = escapeLike(text);
  return {
    code: text.toUpperCase().replace(/\s+/g, ''),
    folded: searchFold(text),
    prefix: searchFold(`${escaped}%`),
    contains: searchFold(`%${escaped}%`),
    wordStart: searchFold(`% ${escaped}%`),
  };
}

/**
 * The first groups of the ranking, one cheap statement: the exact code, then an airport's IATA code (a port
 * search for 'HAM' finds DEHAM, whose airport is HAM), then names that start with the text (the
 * `locations_search_prefix_idx` btree); in each group ports and airports before other places, short names
 * first.
 */
function exactAndPrefixStatement(text: string, kind: LocationSearchKind, limit: number) {
  const t = searchTerms(text);
  return sql`select ${COLUMNS} from ${locations}
    where ${KIND_FILTER[kind]} and (${locations.code} = ${t.code} or ${locations.iata} = ${t.code}
      or ${locations.search_name} like ${t.prefix})
    order by case when ${locations.code} = ${t.code} then 0 when ${locations.iata} = ${t.code} then 1 else 2 end,
      ${locations.kind} = 'place', length(${locations.name}), ${locations.code}
    limit ${limit}`;
}

/**
 * The last groups, asked only when the first ones leave room: names with a word that starts with the text,
 * then names that contain it or have a word similar to it (pg_trgm's `<%` word similarity: a typo such as
 * 'hamburk'), both over the `locations_search_trgm_idx` index, closest first. Word similarity rather than
 * whole-name similarity: it compares the text with the best-matching part of a long name, and the index
 * answers it from a few entries where `%` rechecked thousands. `exclude` are the codes the first statement answered.
 */
function wordAndTrigramStatement(text: string, kind: LocationSearchKind, limit: number, exclude: string[]) {
  const t = searchTerms(text);
  const skip =
    exclude.length > 0 ? sql`and ${locations.code} <> all(${`{${exclude.join(',')}}`}::text[])` : sql``;
  // At most RANKED_CANDIDATES matches are ranked: 'int' is in thousands of airport names ('International'),
  // and ranking them all cost 50 ms for a text nobody stops typing at.
  const candidates = sql`select ${locations.code} from ${locations}
    where ${KIND_FILTER[kind]} and ${locations.search_name} not like ${t.prefix} ${skip}
      and (${locations.search_name} like ${t.contains} or ${t.folded} <% ${locations.search_name})
    limit ${RANKED_CANDIDATES}`;
  return sql`select ${COLUMNS} from ${locations}
    where ${locations.code} in (${candidates})
    order by ${locations.search_name} like ${t.wordStart} desc, ${locations.kind} = 'place',
      word_similarity(${t.folded}, ${locations.search_name}) desc, length(${locations.name}), ${locations.code}
    limit ${limit}`;
}

/** Runs one statement: the server's Drizzle, or the benchmark's plain `pg` pool. */
export type RunStatement = (statement: SQL) => Promise<Location[]>;

/**
 * The search, ranked exact code > IATA code > name prefix > word start > contains or similar. The groups
 * are strictly ordered, so when the cheap first statement fills the page nothing later can outrank it and the
 * trigram statement is not run at all: what most typing (a code, a name's start) costs.
 */
export async function searchWith(run: RunStatement, text: string, kind: LocationSearchKind, limit: number) {
  const first = await run(exactAndPrefixStatement(text, kind, limit));
  if (first.length >= limit || text.length < TRIGRAM_MIN_LENGTH) return first;
  const rest = await run(
    wordAndTrigramStatement(
      text,
      kind,
      limit - first.length,
      first.map((location) => location.code),
    ),
  );
  return [...first, ...rest];
}

export function searchLocations(db: Db, text: string, kind: LocationSearchKind, limit: number) {
  return searchWith(async (statement) => (await db.execute<Location>(statement)).rows, text, kind, limit);
}

/** What the lane rule reads of some codes (unknown codes are simply absent). */
export async function findLocations(db: Db, codes: string[]) {
  if (codes.length === 0) return [];
  return db
    .select({
      code: locations.code,
      name: locations.name,
      country: locations.country,
      country_name: locations.country_name,
      kind: locations.kind,
      source: locations.source,
      iata: locations.iata,
      unlocode: locations.unlocode,
      subdivision: locations.subdivision,
      city: locations.city,
      has_port: locations.has_port,
      has_airport: locations.has_airport,
    })
    .from(locations)
    .where(inArray(locations.code, codes));
}
export type LocationRow = Awaited<ReturnType<typeof findLocations>>[number];

/**
 * A code of the wanted kind for the same place as `row`, for the message that refuses it: a port or an
 * airport of the UN/LOCODE list whose IATA code, or name, is the given airport's or town's (HAM: DEHAM).
 */
export async function findAlternative(db: Db, row: LocationRow, wanted: 'port' | 'airport' | 'unlocode') {
  const iata = row.iata ?? (row.source === 'unlocode' ? row.code.slice(2) : row.code);
  // 'Shanghai (Pudong)': the town without the district an airport list adds.
  const town = (row.city || row.name).replace(/\s*\(.*\)\s*$/, '').toLowerCase();
  const wantedFilter =
    wanted === 'port'
      ? sql`${locations.has_port} and ${locations.source} = 'unlocode'`
      : wanted === 'airport'
        ? sql`${locations.has_airport}`
        : sql`${locations.source} = 'unlocode'`;
  const result = await db.execute<{ code: string }>(sql`select ${locations.code} as code from ${locations}
    where ${wantedFilter} and ${locations.code} <> ${row.code} and ${locations.country} = ${row.country}
      and (${locations.iata} = ${iata} or ${locations.code} = ${row.country + iata}
           or lower(${locations.name}) = ${town})
    order by (${locations.code} = ${row.country + iata}) desc, ${locations.source} = 'iata', ${locations.code}
    limit 1`);
  return result.rows[0]?.code ?? null;
}
