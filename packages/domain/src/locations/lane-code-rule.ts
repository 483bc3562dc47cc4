import type { TransportMode } from '../pricing/transport-modes';
import type { LocationKind, LocationSearchKind } from './location';

/**
 * What a lane code must name for a transport mode: an airport for Air and Express (an IATA airport code, or a
 * UN/LOCODE with an airport function), a port for Sea LCL and Sea FCL (a UN/LOCODE with a port function), any
 * UN/LOCODE for Road and Rail (trucks and trains go to towns and terminals, which only UN/LOCODE names).
 */
export type LaneRequirement = 'airport' | 'port' | 'unlocode';

const REQUIREMENTS: Record<TransportMode, LaneRequirement> = {
  Air: 'airport',
  Express: 'airport',
  'Sea LCL': 'port',
  'Sea FCL': 'port',
  Road: 'unlocode',
  Rail: 'unlocode',
};

export function laneRequirement(mode: TransportMode): LaneRequirement {
  return REQUIREMENTS[mode];
}

/** The location search kind a picker for this mode asks for. */
export function laneSearchKind(mode: TransportMode): LocationSearchKind {
  const requirement = laneRequirement(mode);
  return requirement === 'unlocode' ? 'any' : requirement;
}

/** What the rule needs to know of a stored location (the `locations` table's function flags). */
export interface LaneLocationFacts {
  code: string;
  kind: LocationKind;
  /** A UN/LOCODE row (5 characters), not an entry of the IATA airport list. */
  isUnlocode: boolean;
  hasPort: boolean;
  hasAirport: boolean;
}

/** True when the location may be this mode's origin or destination. */
export function laneLocationFits(mode: TransportMode, location: LaneLocationFacts): boolean {
  switch (laneRequirement(mode)) {
    case 'airport':
      return location.hasAirport;
    case 'port':
      return location.isUnlocode && location.hasPort;
    case 'unlocode':
      return location.isUnlocode;
  }
}

const WANTED: Record<LaneRequirement, { noun: string; choose: string; example: string }> = {
  airport: { noun: 'an airport', choose: 'an airport', example: 'FRA' },
  port: { noun: 'a port', choose: 'a sea port', example: 'NLRTM' },
  unlocode: { noun: 'a UN/LOCODE', choose: 'a UN/LOCODE place', example: 'DEHAM' },
};

/**
 * Why `code` cannot be this mode's origin or destination, in words, or null when it can. `location` is what the
 * lists hold for the code (null: no such location); `suggestion` is a code of the right kind for the same
 * place when the server found one ('HAM is not a port: choose a sea port such as DEHAM').
 */
export function laneCodeProblem(
  mode: TransportMode,
  code: string,
  location: LaneLocationFacts | null,
  suggestion?: string | null,
): string | null {
  if (code === '') return null;
  const wanted = WANTED[laneRequirement(mode)];
  const example = suggestion ?? wanted.example;
  if (!location) return `${code} is not a known location: choose ${wanted.choose} such as ${example}`;
  if (laneLocationFits(mode, location)) return null;
  return `${code} is not ${wanted.noun}: choose ${wanted.choose} such as ${example}`;
}
