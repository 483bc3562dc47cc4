import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { SERVER_DIR } from '../../server-paths';

/** The shipped lists (`reference-data/README.md`); change the edition when a file changes, to reload them. */
const LOCATIONS_EDITION = 'unlocode-2024-1/ourairports-2026-05-15';
const REFERENCE_DATA_DIR = path.join(SERVER_DIR, 'reference-data');
const UNLOCODE_FILE = path.join(REFERENCE_DATA_DIR, 'unlocode-code-list.csv.gz');
const AIRPORTS_FILE = path.join(REFERENCE_DATA_DIR, 'airports.csv.gz');

/** Country names in English from the runtime's CLDR data; a code it does not know (XZ) stays a code. */
function countryNames(codes: string[]): string[] {
  const names = new Intl.DisplayNames('en', { type: 'region', fallback: 'code' });
  return codes.map((code) => {
    try {
      return names.of(code) ?? code;
    } catch {
      return code;
    }
  });
}

async function copyGzipCsv(client: pg.PoolClient, file: string, table: string) {
  await pipeline(
    fs.createReadStream(file),
    zlib.createGunzip(),
    client.query(copyFrom(`copy ${table} from stdin with (format csv, header true)`)),
  );
}

// The words of a name, folded (lower case, accents off), with UN/LOCODE's own ASCII spelling when it differs.
const SEARCH_NAME = `search_fold(case when u.ascii_name <> '' and u.ascii_name <> u.name
  then u.name || ' ' || u.ascii_name else u.name end)`;

/**
 * Loads the UN/LOCODE list and the IATA airports into `locations`, once per edition. Called under the
 * migration lock (so servers starting together load it once; the others find the edition recorded), in one
 * transaction: the staging tables take the gzip files by COPY, one INSERT ... SELECT each turns them into
 * rows (119,000 rows: seconds, see bench/location-search).
 */
export async function loadLocations(client: pg.PoolClient): Promise<{ loaded: boolean; rows: number }> {
  const current = await client.query<{ edition: string }>(
    `select edition from reference_data_editions where name = 'locations'`,
  );
  if (current.rows[0]?.edition === LOCATIONS_EDITION) return { loaded: false, rows: 0 };
  await client.query('begin');
  try {
    await client.query(`create temp table unlocode_load (
      country text, location text, name text, ascii_name text, subdivision text, status text, function text,
      iata text) on commit drop`);
    await client.query(`create temp table airports_load (
      iata text, name text, municipality text, country text, region text, type text) on commit drop`);
    await copyGzipCsv(client, UNLOCODE_FILE, 'unlocode_load');
    await copyGzipCsv(client, AIRPORTS_FILE, 'airports_load');
    await client.query('delete from locations');
    const codes = (
      await client.query<{ country: string }>(
        'select country from unlocode_load union select country from airports_load order by 1',
      )
    ).rows.map((row) => row.country);
    const names = countryNames(codes);
    // Function positions: 1 port, 2 rail, 3 road, 4 airport. An airport's IATA code is the UN/LOCODE's IATA
    // column, or its own three letters when that column is empty (UN/LOCODE fills it only when they differ).
    const inserted = await client.query(
      `with countries as (select * from unnest($1::text[], $2::text[]) as c(code, name))
       insert into locations (code, name, country, country_name, kind, source, iata, unlocode, subdivision,
         has_port, has_rail, has_road, has_airport, search_name)
       select u.country || u.location, u.name, u.country, coalesce(c.name, u.country),
         case when substr(u.function, 1, 1) = '1' then 'port'
              when substr(u.function, 4, 1) = '4' then 'airport' else 'place' end,
         'unlocode',
         case when substr(u.function, 4, 1) = '4' then coalesce(nullif(u.iata, ''), u.location) end,
         u.country || u.location, nullif(u.subdivision, ''),
         substr(u.function, 1, 1) = '1', substr(u.function, 2, 1) = '2', substr(u.function, 3, 1) = '3',
         substr(u.function, 4, 1) = '4',
         ${SEARCH_NAME}
       from unlocode_load u left join countries c on c.code = u.country
       on conflict (code) do nothing`,
      [codes, names],
    );
    // An airport's UN/LOCODE: the place of its country that names it as its airport (HAM: DEHAM).
    const airports = await client.query(
      `with countries as (select * from unnest($1::text[], $2::text[]) as c(code, name))
       insert into locations (code, name, country, country_name, kind, source, iata, unlocode, subdivision,
         city, has_airport, search_name)
       select a.iata, a.name, a.country, coalesce(c.name, a.country), 'airport', 'iata', a.iata,
         (select l.code from locations l where l.country = a.country and l.iata = a.iata
           order by l.has_port desc, l.code limit 1),
         nullif(a.region, ''), coalesce(a.municipality, ''), true,
         search_fold(a.name || ' ' || coalesce(a.municipality, ''))
       from airports_load a left join countries c on c.code = a.country
       on conflict (code) do nothing`,
      [codes, names],
    );
    // A bulk insert leaves the trigram index's new entries in its pending list, which every search would
    // then read in full (10 ms instead of 0.3): merge them into the index now.
    await client.query(`select gin_clean_pending_list('locations_search_trgm_idx')`);
    await client.query(
      `insert into reference_data_editions (name, edition) values ('locations', $1)
       on conflict (name) do update set edition = excluded.edition, loaded_at = now()`,
      [LOCATIONS_EDITION],
    );
    await client.query('commit');
    return { loaded: true, rows: (inserted.rowCount ?? 0) + (airports.rowCount ?? 0) };
  } catch (error) {
    await client.query('rollback');
    throw error;
  }
}
