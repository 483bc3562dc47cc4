import { z } from 'zod';
import type { TransportMode } from '../pricing/transport-modes';
import { choiceValues } from '../shared/choices';
import { choiceField, textField } from '../shared/fields';

/**
 * The eleven Incoterms 2020 rules, in the ICC's order (the seven for any mode, then the four for water), with
 * short labels only: the rules' own text belongs to the ICC and is not reproduced here.
 */
export const INCOTERM_LABELS = {
  EXW: 'Ex Works',
  FCA: 'Free Carrier',
  CPT: 'Carriage Paid To',
  CIP: 'Carriage and Insurance Paid To',
  DAP: 'Delivered at Place',
  DPU: 'Delivered at Place Unloaded',
  DDP: 'Delivered Duty Paid',
  FAS: 'Free Alongside Ship',
  FOB: 'Free on Board',
  CFR: 'Cost and Freight',
  CIF: 'Cost, Insurance and Freight',
};
export const INCOTERMS = choiceValues(INCOTERM_LABELS);
export type Incoterm = (typeof INCOTERMS)[number];

/** The terms written for goods handed over at a ship's side: they make no sense for a plane, truck or train. */
export const SEA_ONLY_INCOTERMS = ['FAS', 'FOB', 'CFR', 'CIF'] as const satisfies readonly Incoterm[];

/** Transport modes that travel by sea, where every term applies. */
const SEA_TRANSPORT_MODES = ['Sea LCL', 'Sea FCL'] as const satisfies readonly TransportMode[];

/**
 * The any-mode term that does the same job as each sea-only one (hand-over to the first carrier instead of
 * the ship): what the refusal suggests.
 */
const ANY_MODE_COUNTERPART: Readonly<Record<(typeof SEA_ONLY_INCOTERMS)[number], Incoterm>> = {
  FAS: 'FCA',
  FOB: 'FCA',
  CFR: 'CPT',
  CIF: 'CIP',
};

export const INCOTERM_PLACE_MAX = 100;

function isSeaOnly(term: Incoterm): term is (typeof SEA_ONLY_INCOTERMS)[number] {
  return (SEA_ONLY_INCOTERMS as readonly string[]).includes(term);
}

/** 'FOB Free on Board'. */
export function incotermLabel(term: Incoterm): string {
  return `${term} ${INCOTERM_LABELS[term]}`;
}

/** Whether a term can be used for a transport mode (the sea-only four only for Sea LCL and Sea FCL). */
export function incotermAllowsMode(term: Incoterm, mode: TransportMode): boolean {
  return !isSeaOnly(term) || (SEA_TRANSPORT_MODES as readonly string[]).includes(mode);
}

/** The terms a quotation of this mode may choose, in the ICC's order. */
export function incotermsForMode(mode: TransportMode): Incoterm[] {
  return INCOTERMS.filter((term) => incotermAllowsMode(term, mode));
}

/** 'FOB is for sea transport only: choose FCA for Air', or null when the pair is allowed (or no term). */
export function incotermModeProblem(term: Incoterm | null | undefined, mode: TransportMode): string | null {
  if (!term || incotermAllowsMode(term, mode)) return null;
  const counterpart = isSeaOnly(term) ? ANY_MODE_COUNTERPART[term] : term;
  return `${term} is for sea transport only: choose ${counterpart} for ${mode}`;
}

/**
 * The same refusal when it is the transport mode that changes under a chosen term: the user changes the
 * term first ('FOB is for sea transport only: change the Incoterm to FCA before choosing Air').
 */
export function transportModeIncotermProblem(term: Incoterm | null | undefined, mode: TransportMode) {
  if (!term || incotermAllowsMode(term, mode)) return null;
  const counterpart = isSeaOnly(term) ? ANY_MODE_COUNTERPART[term] : term;
  return `${term} is for sea transport only: change the Incoterm to ${counterpart} before choosing ${mode}`;
}

export const incotermSchema = z.enum(INCOTERMS);

/** The quotation field: one of the eleven codes (in any case, answered upper case), or null for none. */
export const incotermInputSchema = z.preprocess(
  (value) => (typeof value === 'string' ? value.trim().toUpperCase() : value),
  choiceField('Incoterm', INCOTERMS).nullable(),
);

/** The named place: a location code ('DEHAM') or free text ('Seller's warehouse, Shenzhen'); '' = not given. */
export const incotermPlaceInputSchema = textField('Incoterm place', { max: INCOTERM_PLACE_MAX });

/** 'FOB DEHAM', 'FOB', or '' when no term is chosen: how documents print the quote's term. */
export function incotermWithPlace(term: Incoterm | null | undefined, place: string | null | undefined) {
  if (!term) return '';
  return place?.trim() ? `${term} ${place.trim()}` : term;
}
