import { describe, expect, it } from 'vitest';
import { TRANSPORT_MODES, type TransportMode } from '../pricing/transport-modes';
import { type LaneLocationFacts, laneCodeProblem, laneLocationFits, laneSearchKind } from './lane-code-rule';

const hamburgPort: LaneLocationFacts = {
  code: 'DEHAM',
  kind: 'port',
  isUnlocode: true,
  hasPort: true,
  hasAirport: true,
};
const hamburgAirport: LaneLocationFacts = {
  code: 'HAM',
  kind: 'airport',
  isUnlocode: false,
  hasPort: false,
  hasAirport: true,
};
const zurichAirport: LaneLocationFacts = {
  code: 'CHZRH',
  kind: 'airport',
  isUnlocode: true,
  hasPort: false,
  hasAirport: true,
};
const inlandTown: LaneLocationFacts = {
  code: 'DEAAL',
  kind: 'place',
  isUnlocode: true,
  hasPort: false,
  hasAirport: false,
};

describe('which locations a transport mode takes', () => {
  // Every mode against every kind of location: true where the mode's rule accepts it.
  const matrix: Record<TransportMode, [boolean, boolean, boolean, boolean]> = {
    //              DEHAM  HAM    CHZRH  DEAAL
    Air: [true, true, true, false],
    Express: [true, true, true, false],
    'Sea LCL': [true, false, false, false],
    'Sea FCL': [true, false, false, false],
    Road: [true, false, true, true],
    Rail: [true, false, true, true],
  };
  for (const mode of TRANSPORT_MODES) {
    it(mode, () => {
      expect(
        [hamburgPort, hamburgAirport, zurichAirport, inlandTown].map((l) => laneLocationFits(mode, l)),
      ).toEqual(matrix[mode]);
    });
  }
});

describe('the message for a code that does not fit', () => {
  it('names the code, what is missing and a code to choose instead', () => {
    expect(laneCodeProblem('Sea FCL', 'HAM', hamburgAirport, 'DEHAM')).toBe(
      'HAM is not a port: choose a sea port such as DEHAM',
    );
    expect(laneCodeProblem('Air', 'DEAAL', inlandTown, null)).toBe(
      'DEAAL is not an airport: choose an airport such as FRA',
    );
    expect(laneCodeProblem('Road', 'HAM', hamburgAirport, 'DEHAM')).toBe(
      'HAM is not a UN/LOCODE: choose a UN/LOCODE place such as DEHAM',
    );
  });

  it('says when the code is no known location', () => {
    expect(laneCodeProblem('Air', 'ZZZ', null)).toBe(
      'ZZZ is not a known location: choose an airport such as FRA',
    );
    expect(laneCodeProblem('Sea LCL', 'XXAAA', null)).toBe(
      'XXAAA is not a known location: choose a sea port such as NLRTM',
    );
  });

  it('accepts a fitting code and a blank one', () => {
    expect(laneCodeProblem('Sea FCL', 'DEHAM', hamburgPort)).toBeNull();
    expect(laneCodeProblem('Express', 'HAM', hamburgAirport)).toBeNull();
    expect(laneCodeProblem('Sea FCL', '', null)).toBeNull();
  });
});

describe('the picker kind of each mode', () => {
  it('asks for airports, ports or anything', () => {
    expect(TRANSPORT_MODES.map(laneSearchKind)).toEqual(['airport', 'airport', 'any', 'port', 'port', 'any']);
  });
});
