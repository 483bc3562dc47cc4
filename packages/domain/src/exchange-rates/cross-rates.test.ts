import { describe, expect, it } from 'vitest';
import { crossRate, newestRateDate, type RatePair, ratesInForce } from './cross-rates';
import { ecb } from './rate.fixtures';

const pairs = [ecb('USD', '1.0812'), ecb('JPY', '162.35'), ecb('KWD', '0.33121'), ecb('GBP', '0.86285')];

describe('crossRate', () => {
  it('reads a pair either way round', () => {
    expect(crossRate(pairs, 'EUR', 'USD')?.toString()).toBe('1.0812');
    expect(crossRate(pairs, 'USD', 'EUR')?.toFixed(10)).toBe('0.9248982612');
  });

  it('crosses two currencies through the one both are quoted against (EUR for the ECB)', () => {
    // 1 USD in JPY = 162.35 / 1.0812
    expect(crossRate(pairs, 'USD', 'JPY')?.toFixed(6)).toBe('150.157233');
    expect(crossRate(pairs, 'KWD', 'USD')?.toFixed(6)).toBe('3.264394');
  });

  it('prefers the company base as the pivot when a manual pair joins it', () => {
    const manual: RatePair[] = [
      ...pairs,
      { base: 'AUD', quote: 'USD', rate: '0.65', date: '2026-11-26', source: 'manual' },
    ];
    // AUD is not in the ECB pairs: AUD→GBP only crosses through USD, then USD→GBP through EUR is not one hop.
    expect(crossRate(manual, 'AUD', 'USD', 'USD')?.toString()).toBe('0.65');
    expect(crossRate(manual, 'AUD', 'EUR', 'USD')?.toFixed(6)).toBe('0.601184');
    expect(crossRate(manual, 'AUD', 'GBP', 'USD')).toBeNull();
  });

  it('is 1 for the same currency and null when nothing joins two currencies', () => {
    expect(crossRate([], 'CAD', 'CAD')?.toString()).toBe('1');
    expect(crossRate(pairs, 'CAD', 'USD')).toBeNull();
  });

  it('ignores zero, negative and unreadable rates', () => {
    expect(crossRate([ecb('USD', '0'), ecb('GBP', 'abc')], 'EUR', 'USD')).toBeNull();
    expect(crossRate([ecb('GBP', 'abc')], 'EUR', 'GBP')).toBeNull();
  });
});

describe('ratesInForce', () => {
  it('keeps the newest rate of each pair dated on or before the day', () => {
    const history = [
      ecb('USD', '1.05', '2026-11-20'),
      ecb('USD', '1.08', '2026-11-25'),
      ecb('USD', '1.1', '2026-11-30'),
    ];
    expect(ratesInForce(history, '2026-11-27').map((pair) => pair.rate)).toEqual(['1.08']);
    expect(ratesInForce(history, '2026-11-20').map((pair) => pair.rate)).toEqual(['1.05']);
    expect(ratesInForce(history, '2026-11-19')).toEqual([]);
    expect(newestRateDate(history)).toBe('2026-11-30');
    expect(newestRateDate([])).toBeNull();
  });
});
