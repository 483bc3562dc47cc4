import { describe, expect, it } from 'vitest';
import { TRANSPORT_MODES, type TransportMode } from '../pricing/transport-modes';
import {
  INCOTERM_LABELS,
  INCOTERMS,
  incotermAllowsMode,
  incotermInputSchema,
  incotermLabel,
  incotermModeProblem,
  incotermPlaceInputSchema,
  incotermsForMode,
  incotermWithPlace,
  transportModeIncotermProblem,
} from './incoterms';

const SEA_ONLY = ['FAS', 'FOB', 'CFR', 'CIF'];
const SEA: TransportMode[] = ['Sea LCL', 'Sea FCL'];

describe('Incoterms 2020 codes', () => {
  it('are the eleven rules with short labels', () => {
    expect(INCOTERMS).toEqual(['EXW', 'FCA', 'CPT', 'CIP', 'DAP', 'DPU', 'DDP', 'FAS', 'FOB', 'CFR', 'CIF']);
    expect(incotermLabel('EXW')).toBe('EXW Ex Works');
    expect(incotermLabel('FCA')).toBe('FCA Free Carrier');
    for (const term of INCOTERMS) expect(INCOTERM_LABELS[term].length).toBeLessThan(40);
  });
});

describe('terms by transport mode', () => {
  // Every term against every mode: the sea-only four are allowed by sea only, the other seven everywhere.
  for (const term of INCOTERMS) {
    for (const mode of TRANSPORT_MODES) {
      const allowed = !SEA_ONLY.includes(term) || SEA.includes(mode);
      it(`${term} ${allowed ? 'is' : 'is not'} allowed for ${mode}`, () => {
        expect(incotermAllowsMode(term, mode)).toBe(allowed);
        expect(incotermsForMode(mode).includes(term)).toBe(allowed);
        expect(incotermModeProblem(term, mode) === null).toBe(allowed);
        expect(transportModeIncotermProblem(term, mode) === null).toBe(allowed);
      });
    }
  }

  it('names the any-mode term to use instead', () => {
    expect(incotermModeProblem('FOB', 'Air')).toBe('FOB is for sea transport only: choose FCA for Air');
    expect(incotermModeProblem('FAS', 'Rail')).toBe('FAS is for sea transport only: choose FCA for Rail');
    expect(incotermModeProblem('CFR', 'Road')).toBe('CFR is for sea transport only: choose CPT for Road');
    expect(incotermModeProblem('CIF', 'Express')).toBe(
      'CIF is for sea transport only: choose CIP for Express',
    );
    expect(transportModeIncotermProblem('FOB', 'Air')).toBe(
      'FOB is for sea transport only: change the Incoterm to FCA before choosing Air',
    );
  });

  it('has no problem without a term', () => {
    expect(incotermModeProblem(null, 'Air')).toBeNull();
    expect(transportModeIncotermProblem(undefined, 'Road')).toBeNull();
  });

  it('offers seven terms for Air and eleven for Sea FCL', () => {
    expect(incotermsForMode('Air')).toEqual(['EXW', 'FCA', 'CPT', 'CIP', 'DAP', 'DPU', 'DDP']);
    expect(incotermsForMode('Sea FCL')).toEqual([...INCOTERMS]);
  });
});

describe('the quotation fields', () => {
  it('takes a code in any case, and null for none', () => {
    expect(incotermInputSchema.parse('fob')).toBe('FOB');
    expect(incotermInputSchema.parse(' DAP ')).toBe('DAP');
    expect(incotermInputSchema.parse(null)).toBeNull();
    // Blank is not a term: a client clears it with null.
    expect(incotermInputSchema.safeParse('').success).toBe(false);
  });

  it('refuses an unknown code naming the choices', () => {
    const result = incotermInputSchema.safeParse('FOX');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(
      'Incoterm must be EXW, FCA, CPT, CIP, DAP, DPU, DDP, FAS, FOB, CFR or CIF',
    );
    expect(incotermInputSchema.safeParse(7).success).toBe(false);
  });

  it('keeps a place of up to 100 characters, trimmed', () => {
    expect(incotermPlaceInputSchema.parse('  DEHAM ')).toBe('DEHAM');
    expect(incotermPlaceInputSchema.parse('Almacén García, Valencia')).toBe('Almacén García, Valencia');
    expect(incotermPlaceInputSchema.parse('x'.repeat(100))).toHaveLength(100);
    const result = incotermPlaceInputSchema.safeParse('x'.repeat(101));
    expect(result.error?.issues[0]?.message).toBe('Incoterm place can be at most 100 characters');
  });

  it('prints the term with its place', () => {
    expect(incotermWithPlace('FOB', 'CNSZX')).toBe('FOB CNSZX');
    expect(incotermWithPlace('EXW', '')).toBe('EXW');
    expect(incotermWithPlace(null, 'DEHAM')).toBe('');
  });
});
