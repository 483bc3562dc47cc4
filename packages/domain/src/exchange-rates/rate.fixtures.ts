import type { RatePair } from './cross-rates';

/** A European Central Bank rate: one euro in `quote`, dated the day the tests' rates were published. */
export const ecb = (quote: string, rate: string, date = '2026-11-26'): RatePair => ({
  base: 'EUR',
  quote,
  rate,
  date,
  source: 'ECB',
});
