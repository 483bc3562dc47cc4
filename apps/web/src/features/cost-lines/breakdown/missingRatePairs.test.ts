import { describe, expect, it } from 'vitest';
import { missingRatePairs } from './missingRatePairs';

const line = (buy_currency: string | null, buy_cost: number | null, buy_total: number | null = 100) => ({
  buy_currency: buy_currency as 'USD' | null,
  buy_cost,
  buy_total,
});

describe('missingRatePairs: the pairs a quotation lacks for its buy lines', () => {
  it('names the pair to the base, once, for lines that could not be converted', () => {
    const eur = {
      currency: 'EUR' as const,
      priced_rates: { base: 'USD', rates: {}, date: '2026-11-20', source: 'manual' },
    };
    expect(missingRatePairs(eur, [line('USD', null), line('USD', null), line('GBP', null)])).toEqual([
      'EUR→USD',
      'GBP→USD',
    ]);
  });

  it('ignores converted lines and lines without a buy side; a quotation without rates uses the given base', () => {
    const cad = { currency: 'CAD' as const, priced_rates: null };
    expect(missingRatePairs(cad, [line('USD', 130), line(null, null, null)], 'EUR')).toEqual([]);
    expect(missingRatePairs(cad, [line('USD', null)], 'EUR')).toEqual(['USD→EUR']);
  });
});
