import { describe, expect, it } from 'vitest';
import {
  CHARGE_PARTS,
  type ChargePart,
  chargePartOf,
  chargePartWarning,
  payerOf,
  quotedParty,
  sellerPaidParts,
} from './charge-parts';
import { INCOTERMS, type Incoterm } from './incoterms';

const [O, M, D, T] = CHARGE_PARTS;

// The rule for each term: which parts the seller pays (the rest are the buyer's).
const SELLER: Record<Incoterm, ChargePart[]> = {
  EXW: [],
  FCA: [O],
  FAS: [O],
  FOB: [O],
  CFR: [O, M],
  CPT: [O, M],
  CIF: [O, M],
  CIP: [O, M],
  DAP: [O, M, D],
  DPU: [O, M, D],
  DDP: [O, M, D, T],
};

describe('who pays each part', () => {
  for (const term of INCOTERMS) {
    it(`${term}: the seller pays ${SELLER[term].join(', ') || 'nothing'}`, () => {
      expect(sellerPaidParts(term)).toEqual(SELLER[term]);
      for (const part of CHARGE_PARTS) {
        expect(payerOf(term, part)).toBe(SELLER[term].includes(part) ? 'seller' : 'buyer');
      }
    });
  }

  it('quotes for the party buying the main carriage', () => {
    expect(['EXW', 'FCA', 'FAS', 'FOB'].map((t) => quotedParty(t as Incoterm))).toEqual(
      Array(4).fill('buyer'),
    );
    const cd = ['CPT', 'CIP', 'CFR', 'CIF', 'DAP', 'DPU', 'DDP'] as Incoterm[];
    expect(cd.map(quotedParty)).toEqual(Array(7).fill('seller'));
  });
});

describe('warnings on a part the other party pays', () => {
  it("FOB: origin charges are the seller's, the quote the buyer's", () => {
    expect(chargePartWarning('FOB', 'origin_charges')).toBe(
      'Under FOB the seller pays origin charges: this quote is for the buyer',
    );
    expect(chargePartWarning('FOB', 'main_carriage')).toBeNull();
    expect(chargePartWarning('FOB', 'destination_charges')).toBeNull();
  });

  it("CIF: destination charges and duties are the buyer's", () => {
    expect(chargePartWarning('CIF', 'destination_charges')).toBe(
      'Under CIF the buyer pays destination charges: this quote is for the seller',
    );
    expect(chargePartWarning('CIF', 'duties_taxes')).toBe(
      'Under CIF the buyer pays duties and taxes: this quote is for the seller',
    );
    expect(chargePartWarning('CIF', 'origin_charges')).toBeNull();
  });

  it('DAP and DPU warn on duties only; EXW, DDP and no term never warn', () => {
    for (const term of ['DAP', 'DPU'] as const) {
      expect(CHARGE_PARTS.filter((part) => chargePartWarning(term, part))).toEqual(['duties_taxes']);
    }
    for (const term of ['EXW', 'DDP', null] as const) {
      expect(CHARGE_PARTS.filter((part) => chargePartWarning(term, part))).toEqual([]);
    }
  });
});

describe('the part of a cost line', () => {
  it("is its category's part, or its location's when the category goes by location", () => {
    expect(chargePartOf('main_carriage', 'Origin')).toBe('main_carriage');
    expect(chargePartOf('duties_taxes', 'Origin')).toBe('duties_taxes');
    expect(chargePartOf('by_location', 'Origin')).toBe('origin_charges');
    expect(chargePartOf('by_location', 'Destination')).toBe('destination_charges');
  });

  it('is main carriage for a line without a category', () => {
    expect(chargePartOf(null, 'Destination')).toBe('main_carriage');
    expect(chargePartOf(undefined, 'Origin')).toBe('main_carriage');
  });
});
