import { describe, expect, it } from 'vitest';
import { convertMoney, missingRatePair, noExchangeRateMessage } from '../pricing/money';
import type { RatePair } from './cross-rates';
import { pricedRatesFrom, ratesAge } from './priced-rates';
import { ecb } from './rate.fixtures';

describe('pricedRatesFrom: the rates in force as each currency in the company base', () => {
  it('expresses ECB (EUR-based) rates in a USD base through EUR', () => {
    const priced = pricedRatesFrom([ecb('USD', '1.0812'), ecb('JPY', '162.35', '2026-11-25')], 'USD');
    expect(priced).toEqual({
      base: 'USD',
      rates: { EUR: 1.0812, JPY: 0.00665968586387 },
      date: '2026-11-26',
      source: 'ECB',
    });
  });

  it('names every source used and answers no rates and no date without pairs', () => {
    const manual: RatePair = {
      base: 'GBP',
      quote: 'USD',
      rate: '1.27',
      date: '2026-11-20',
      source: 'manual',
    };
    expect(pricedRatesFrom([ecb('USD', '1.08'), manual], 'USD').source).toBe('ECB, manual');
    expect(pricedRatesFrom([], 'USD')).toEqual({ base: 'USD', rates: {}, date: null, source: '' });
  });
});

describe('conversion with the recorded rates', () => {
  const usdBase = pricedRatesFrom([ecb('USD', '1.08'), ecb('JPY', '160'), ecb('KWD', '0.33')], 'USD');

  it('converts a USD buy line on a EUR quotation (the issue: 1 EUR = 1.08 USD)', () => {
    expect(convertMoney(108, 'USD', 'EUR', usdBase)).toBe(100);
    expect(convertMoney(1000, 'EUR', 'JPY', usdBase)).toBe(160000);
    expect(convertMoney(100, 'USD', 'KWD', usdBase)).toBe(30.556); // 100 / 1.08 x 0.33 = 30.5555…
    expect(convertMoney(99.99, 'USD', 'JPY', usdBase)).toBe(14813); // 14813.33
  });

  it('names the missing pair: on a EUR quotation a USD line misses EUR→USD when USD is the base', () => {
    const empty = { base: 'USD', rates: {}, date: null, source: '' };
    expect(missingRatePair('USD', 'EUR', empty)).toBe('EUR→USD');
    expect(missingRatePair('GBP', 'EUR', empty)).toBe('GBP→USD');
    expect(missingRatePair('USD', 'USD', empty)).toBeNull();
    expect(missingRatePair('USD', 'EUR', usdBase)).toBeNull();
    expect(noExchangeRateMessage('EUR→USD')).toBe(
      "No exchange rate EUR→USD on this quotation: add it in the pricing settings, then reprice the quotation with today's rates",
    );
  });
});

describe('ratesAge', () => {
  it('is stale when the newest rates are newer than the recorded ones, and says by how much', () => {
    expect(ratesAge({ date: '2026-11-20' }, '2026-11-27')).toEqual({ stale: true, days_older: 7 });
    expect(ratesAge({ date: '2026-11-27' }, '2026-11-27')).toEqual({ stale: false, days_older: 0 });
    expect(ratesAge(null, '2026-11-27')).toEqual({ stale: true, days_older: null });
    expect(ratesAge({ date: null }, null)).toEqual({ stale: false, days_older: null });
  });
});
