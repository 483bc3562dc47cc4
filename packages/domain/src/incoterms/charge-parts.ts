import { z } from 'zod';
import type { CostLocation } from '../cost-lines/cost-enums';
import { choiceField } from '../shared/fields';
import type { Incoterm } from './incoterms';

/** The four parts of a door-to-door cost, in the order the goods meet them. */
export const CHARGE_PARTS = [
  'origin_charges',
  'main_carriage',
  'destination_charges',
  'duties_taxes',
] as const;
export type ChargePart = (typeof CHARGE_PARTS)[number];
export const chargePartSchema = z.enum(CHARGE_PARTS);

export const CHARGE_PART_LABELS: Readonly<Record<ChargePart, string>> = {
  origin_charges: 'Origin charges',
  main_carriage: 'Main carriage',
  destination_charges: 'Destination charges',
  duties_taxes: 'Duties and taxes',
};

/**
 * What a cost category says about its lines' part: one of the four, or `by_location`, where the line's own
 * Origin/Destination decides (port charges, handling and storage happen at both ends, and the line already
 * says which).
 */
export const CATEGORY_PARTS = [...CHARGE_PARTS, 'by_location'] as const;
export type CategoryPart = (typeof CATEGORY_PARTS)[number];
export const DEFAULT_CATEGORY_PART: CategoryPart = 'by_location';
export const categoryPartInputSchema = choiceField('Part', CATEGORY_PARTS);

export const CATEGORY_PART_LABELS: Readonly<Record<CategoryPart, string>> = {
  ...CHARGE_PART_LABELS,
  by_location: "By the line's location",
};

/**
 * The part a cost line belongs to: its category's, or by its location when the category says so. A line
 * without a category counts as main carriage, the freight itself.
 */
export function chargePartOf(
  categoryPart: CategoryPart | null | undefined,
  location: CostLocation,
): ChargePart {
  if (!categoryPart) return 'main_carriage';
  if (categoryPart !== 'by_location') return categoryPart;
  return location === 'Destination' ? 'destination_charges' : 'origin_charges';
}

export type Party = 'seller' | 'buyer';

/**
 * Which party pays each part under each term (a simplification to the four parts: export clearance sits in
 * origin charges, import clearance with the duties). E terms: the buyer pays everything; F terms: the seller
 * pays to the hand-over at origin; C terms: the seller also buys the main carriage; D terms: the seller pays
 * to the named place (DPU includes unloading there), DDP the import duties too.
 */
const SELLER_PAYS: Readonly<Record<Incoterm, readonly ChargePart[]>> = {
  EXW: [],
  FCA: ['origin_charges'],
  FAS: ['origin_charges'],
  FOB: ['origin_charges'],
  CPT: ['origin_charges', 'main_carriage'],
  CIP: ['origin_charges', 'main_carriage'],
  CFR: ['origin_charges', 'main_carriage'],
  CIF: ['origin_charges', 'main_carriage'],
  DAP: ['origin_charges', 'main_carriage', 'destination_charges'],
  DPU: ['origin_charges', 'main_carriage', 'destination_charges'],
  DDP: ['origin_charges', 'main_carriage', 'destination_charges', 'duties_taxes'],
};

/** Who pays a part of the cost under a term. */
export function payerOf(term: Incoterm, part: ChargePart): Party {
  return SELLER_PAYS[term].includes(part) ? 'seller' : 'buyer';
}

/** The parts the seller pays under a term, in order (the rest are the buyer's). */
export function sellerPaidParts(term: Incoterm): ChargePart[] {
  return CHARGE_PARTS.filter((part) => payerOf(term, part) === 'seller');
}

/**
 * Whom a forwarder's quote under this term is for: the party that buys the main carriage (the buyer under E
 * and F terms, the seller under C and D terms).
 */
export function quotedParty(term: Incoterm): Party {
  return payerOf(term, 'main_carriage');
}

/**
 * The warning for lines in a part the term leaves to the party the quote is not for ('Under FOB the seller
 * pays origin charges: this quote is for the buyer'); null when that part is the quoted party's own.
 */
export function chargePartWarning(term: Incoterm | null | undefined, part: ChargePart): string | null {
  if (!term) return null;
  const payer = payerOf(term, part);
  const client = quotedParty(term);
  if (payer === client) return null;
  return `Under ${term} the ${payer} pays ${CHARGE_PART_LABELS[part].toLowerCase()}: this quote is for the ${client}`;
}
