import { describe, expect, it } from 'vitest';
import { sumMoney } from '../money/money';
import { isBelowMinimumMargin, margin, sellFromMarkup } from './margin';
import { canConvert, convertMoney, type ExchangeRates } from './money';

const rates: ExchangeRates = {
  base: 'USD',
  rates: { EUR: 1.08, GBP: 1.27 },
  date: '2026-11-25',
  source: 'ECB',
};

describe('convertMoney: through the base with the recorded rates, half up to the cent', () => {
  it('converts to and from the base and between two other currencies', () => {
    expect(convertMoney(100, 'EUR', 'USD', rates)).toBe(108);
    expect(convertMoney(108, 'USD', 'EUR', rates)).toBe(100);
    expect(convertMoney(127, 'GBP', 'EUR', rates)).toBe(149.34); // 127 x 1.27 / 1.08 = 149.3426
  });

  it('rounds half up to the cent', () => {
    // 0.125 EUR x 1.08 = 0.135 USD exactly: half up to 0.14, not the binary 0.13.
    expect(convertMoney(0.125, 'EUR', 'USD', rates)).toBe(0.14);
    expect(convertMoney(1.005, 'USD', 'USD', rates)).toBe(1.01);
  });

  it('answers null without a rate, and the same currency needs none', () => {
    expect(convertMoney(10, 'CAD', 'USD', rates)).toBeNull();
    expect(convertMoney(10, 'USD', 'AUD', rates)).toBeNull();
    expect(convertMoney(10, 'CAD', 'CAD', rates)).toBe(10);
    expect(canConvert('CAD', 'CAD', rates)).toBe(true);
    expect(canConvert('EUR', 'GBP', rates)).toBe(true);
    expect(canConvert('EUR', 'AUD', rates)).toBe(false);
  });

  it('ignores a zero or negative rate', () => {
    expect(convertMoney(10, 'EUR', 'USD', { ...rates, rates: { EUR: 0 } })).toBeNull();
  });
});

describe('sumMoney', () => {
  it('adds in whole cents, so the lines add up to the total exactly', () => {
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(sumMoney([0.1, 0.2], 'USD')).toBe(0.3);
    expect(sumMoney([33.33, 33.33, 33.34], 'USD')).toBe(100);
    expect(sumMoney([], 'USD')).toBe(0);
  });
});

describe('margin: amount to the cent, percent of the sell price', () => {
  it('computes sell - buy and its share of the sell price to 2 decimals', () => {
    expect(margin(1000, 850, 'USD')).toEqual({ amount: 150, percent: 15 });
    expect(margin(300, 200, 'USD')).toEqual({ amount: 100, percent: 33.33 });
    expect(margin(3, 1, 'USD')).toEqual({ amount: 2, percent: 66.67 });
  });

  it('rounds the percent half up', () => {
    expect(margin(200, 179.99, 'USD').percent).toBe(10.01); // 20.01 / 200 = 10.005%
    expect(margin(8, 7, 'USD').percent).toBe(12.5);
  });

  it('a loss is negative, and nothing sold has no percent', () => {
    expect(margin(100, 120, 'USD')).toEqual({ amount: -20, percent: -20 });
    expect(margin(0, 50, 'USD')).toEqual({ amount: -50, percent: null });
  });

  it('below the minimum only when there is a percent under it', () => {
    expect(isBelowMinimumMargin(9.99, 10)).toBe(true);
    expect(isBelowMinimumMargin(10, 10)).toBe(false);
    expect(isBelowMinimumMargin(null, 10)).toBe(false);
  });

  it('a markup on the buy price gives the sell price to the cent', () => {
    expect(sellFromMarkup(100, 15, 'USD')).toBe(115);
    expect(sellFromMarkup(33.33, 15, 'USD')).toBe(38.33); // 38.3295
  });
});
