import { z } from 'zod';
import { choiceField, numberInput, textField } from '../shared/fields';

/**
 * What a location is used as. A UN/LOCODE with a port function is a `port` (even when it also has an airport,
 * as DEHAM does), one with only an airport function an `airport`; every other UN/LOCODE (rail or road
 * terminals, inland places) is a `place`. IATA codes from the airport list are `airport`s.
 */
export const LOCATION_KINDS = ['port', 'airport', 'place'] as const;
export type LocationKind = (typeof LOCATION_KINDS)[number];

/** What `?kind=` narrows a search to: ports, airports (IATA codes and UN/LOCODEs with an airport), or any. */
const LOCATION_SEARCH_KINDS = ['port', 'airport', 'any'] as const;
export type LocationSearchKind = (typeof LOCATION_SEARCH_KINDS)[number];

export const LOCATION_SEARCH_DEFAULT_LIMIT = 20;
const LOCATION_SEARCH_MAX_LIMIT = 50;

/** `GET /locations?q=&kind=&limit=`: a code or a name, or a part of one. */
export const locationSearchQuerySchema = z.object({
  q: textField('Search text', { max: 100, required: 'Search text is required' }).pipe(
    z.string().min(1, 'Search text is required'),
  ),
  kind: choiceField('Kind', LOCATION_SEARCH_KINDS).optional(),
  limit: numberInput('Limit', { int: true, min: 1, max: LOCATION_SEARCH_MAX_LIMIT }).optional(),
});
export type LocationSearchQuery = z.output<typeof locationSearchQuerySchema>;

/** One port, airport or place, as the pickers show it: 'DEHAM — Hamburg, Germany'. */
const locationSchema = z.object({
  /** The code a quotation or a rate card stores: a UN/LOCODE ('DEHAM') or an IATA airport code ('HAM'). */
  code: z.string(),
  name: z.string(),
  /** ISO 3166-1 alpha-2. */
  country: z.string(),
  country_name: z.string(),
  kind: z.enum(LOCATION_KINDS),
  /** The IATA code of an airport (the code itself for IATA rows), else null. */
  iata: z.string().nullable(),
  /** The UN/LOCODE (the code itself for UN/LOCODE rows; for an airport, its city's when known), else null. */
  unlocode: z.string().nullable(),
  /** ISO 3166-2 subdivision without the country ('HH'), or null. */
  subdivision: z.string().nullable(),
});
export type Location = z.output<typeof locationSchema>;

export const locationListSchema = z.array(locationSchema);

/** 'DEHAM — Hamburg, Germany': how every screen and document names a location beside its code. */
export function locationLabel(location: Pick<Location, 'code' | 'name' | 'country_name'>): string {
  return `${location.code} — ${locationPlaceName(location)}`;
}

/** 'Hamburg, Germany': the name a document prints beside the code. */
function locationPlaceName(location: Pick<Location, 'name' | 'country_name'>): string {
  return location.country_name ? `${location.name}, ${location.country_name}` : location.name;
}
