import {
  type DocumentLanguage,
  type LaneLocationFacts,
  LOCATION_SEARCH_DEFAULT_LIMIT,
  type LocationSearchQuery,
  laneCodeProblem,
  laneLocationFits,
  laneRequirement,
  localeOf,
  locationLabel,
  type TransportMode,
} from '@freight/domain';
import type { Db } from '../../platform/database/database';
import { AppError } from '../../platform/errors';
import { documentText } from '../../platform/i18n/document-messages';
import * as repo from './locations.repository';

export function search(db: Db, query: LocationSearchQuery) {
  return repo.searchLocations(db, query.q, query.kind ?? 'any', query.limit ?? LOCATION_SEARCH_DEFAULT_LIMIT);
}

/** Names and countries of some codes, for documents that print the name beside the code. */
export async function describe(db: Db, codes: string[]) {
  const wanted = [...new Set(codes.filter((code) => code !== ''))];
  const rows = await repo.findLocations(db, wanted);
  return new Map(rows.map((row) => [row.code, row]));
}

/**
 * How documents name lane codes in their language: 'DEHAM — Hamburg, Germany' ('DEHAM — Hamburg, Deutschland'
 * in German: the place keeps its own name, the country is named by Intl in the document's language); a code
 * the lists do not hold (entered before they existed) as 'ZZZ (not a known location)' in that language; a
 * blank code as ''. English keeps the lists' own country names, which the API answers too.
 */
export async function laneLabels(
  db: Db,
  codes: string[],
  language: DocumentLanguage = 'en',
): Promise<string[]> {
  const known = await describe(db, codes);
  const t = documentText(language);
  const countries =
    language === 'en' ? null : new Intl.DisplayNames([localeOf(language)], { type: 'region' });
  return codes.map((code) => {
    if (code === '') return '';
    const row = known.get(code);
    if (!row) return t('location.unknown', { code });
    const countryName = (countries && row.country && countries.of(row.country)) || row.country_name;
    return locationLabel({ ...row, country_name: countryName });
  });
}

function facts(row: repo.LocationRow): LaneLocationFacts {
  return {
    code: row.code,
    kind: row.kind,
    isUnlocode: row.source === 'unlocode',
    hasPort: row.has_port,
    hasAirport: row.has_airport,
  };
}

/**
 * Why each given lane code cannot be used with `mode` (field name: message), empty when all can. Blank codes
 * are not given and pass. `keepUnknown` lists fields whose code was stored before and is no known location:
 * such an old code is kept (the screens flag it) rather than blocking a save that does not change it.
 */
export async function laneCodeProblems(
  db: Db,
  mode: TransportMode,
  codes: Record<string, string | undefined>,
  keepUnknown: ReadonlySet<string> = new Set(),
  described?: Map<string, repo.LocationRow>,
): Promise<Record<string, string>> {
  const given = Object.entries(codes).filter((entry): entry is [string, string] => Boolean(entry[1]));
  if (given.length === 0) return {};
  const known =
    described ??
    (await describe(
      db,
      given.map(([, code]) => code),
    ));
  const problems: Record<string, string> = {};
  for (const [field, code] of given) {
    const row = known.get(code);
    if (!row && keepUnknown.has(field)) continue;
    if (row && laneLocationFits(mode, facts(row))) continue;
    const suggestion = row ? await repo.findAlternative(db, row, laneRequirement(mode)) : null;
    problems[field] = laneCodeProblem(mode, code, row ? facts(row) : null, suggestion)!;
  }
  return problems;
}

/** 400 naming each wrong lane code's field, or nothing. */
export async function assertLaneCodes(
  db: Db,
  mode: TransportMode,
  codes: Record<string, string | undefined>,
  keepUnknown?: ReadonlySet<string>,
) {
  const problems = await laneCodeProblems(db, mode, codes, keepUnknown);
  const first = Object.values(problems)[0];
  if (first) throw AppError.badRequest(first, problems);
}
