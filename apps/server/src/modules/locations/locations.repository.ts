import type { Location, LocationSearchKind } from '@freight/domain';
import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../platform/database/database';
import { escapeLike } from '../../platform/list-query';
import { locations } from './locations.table';

const KIND_FILTER: Record<LocationSearchKind, ReturnType<typeof sql>> = {
  any: sql`true`,
  port: sql`${locations.has_port} and ${locations.source} = 'unlocode'`,
  airport: sql`${locations.has_airport}`,
};

/** Trigram matching needs three characters; a shorter text matches codes and names by their start only. */
const TRIGRAM_MIN_LENGTH = 3;

/**
 * The search statement, as the API runs it (the benchmark runs it through `pg` too). Ranked: the exact code,
 * then an airport's IATA code (a port search for 'HAM' finds DEHAM, whose airport is HAM), then names that
 * start with the text, then names with a word that does, then similar names (pg_trgm's `%`, over the
 * `locations_search_trgm_idx` index); in each group ports and airports before other places, closest first.
 */
export function searchStatement(text: string, kind: LocationSearchKind, limit: number) {
  const code = text.toUpperCase().replace(/\s+/g, '');
  const lower = text.toLowerCase();
  const escaped = escapeLike(lower);
  const prefix = `${escaped}%`;
  const wordStart = `% ${escaped}%`;
  const matches =
    text.length < TRIGRAM_MIN_LENGTH
      ? sql`(${locations.code} = ${code} or ${locations.iata} = ${code} or ${locations.search_name} like ${prefix})`
      : sql`(${locations.code} = ${code} or ${locations.iata} = ${code}
          or ${locations.search_name} like ${`%${escaped}%`} or ${locations.search_name} % ${lower})`;
  return sql`select ${locations.code} as code, ${locations.name} as name, ${locations.country} as country,
      ${locations.country_name} as country_name, ${locations.kind} as kind, ${locations.iata} as iata,
      ${locations.unlocode} as unlocode, ${locations.subdivision} as subdivision
    from ${locations}
    where ${KIND_FILTER[kind]} and ${matches}
    order by case when ${locations.code} = ${code} then 0
                  when ${locations.iata} = ${code} then 1
                  when ${locations.search_name} like ${prefix} then 2
                  when ${locations.search_name} like ${wordStart} then 3
                  else 4 end,
      ${locations.kind} = 'place', similarity(${locations.search_name}, ${lower}) desc, length(${locations.name}), ${locations.code}
    limit ${limit}`;
}

export async function searchLocations(db: Db, text: string, kind: LocationSearchKind, limit: number) {
  const result = await db.execute<Location>(searchStatement(text, kind, limit));
  return result.rows;
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
