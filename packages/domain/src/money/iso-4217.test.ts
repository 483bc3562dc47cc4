import currencyCodes from 'currency-codes';
import { describe, expect, it } from 'vitest';
import { CURRENCY_CODES, currencyDigits, currencyName, isCurrencyCode } from './currencies';
import { ISO_4217, ISO_4217_PUBLISHED } from './iso-4217';

// Codes ISO lists with minor unit 'N.A.' (metals, bond units, testing, no currency), which the table leaves out.
const NO_MINOR_UNIT = [
  'XAG',
  'XAU',
  'XBA',
  'XBB',
  'XBC',
  'XBD',
  'XDR',
  'XPD',
  'XPT',
  'XSU',
  'XTS',
  'XUA',
  'XXX',
];

describe('the ISO 4217 table', () => {
  it('is the currency-codes package list, less the codes without minor units', () => {
    expect(currencyCodes.publishDate).toBe(ISO_4217_PUBLISHED);
    const expected = currencyCodes.data
      .filter((c) => !NO_MINOR_UNIT.includes(c.code))
      .map((c) => [c.code, c.digits, c.currency]);
    expect(ISO_4217.map((row) => [...row])).toEqual(expected);
  });

  it('knows each currency minor units: JPY 0, KWD BHD OMR JOD TND 3, most 2', () => {
    expect(currencyDigits('JPY')).toBe(0);
    expect(currencyDigits('KRW')).toBe(0);
    for (const code of ['KWD', 'BHD', 'OMR', 'JOD', 'TND']) expect(currencyDigits(code)).toBe(3);
    for (const code of ['USD', 'EUR', 'GBP', 'CNY', 'AED']) expect(currencyDigits(code)).toBe(2);
    expect(currencyName('KWD')).toBe('Kuwaiti Dinar');
  });

  it('lists the active codes only', () => {
    expect(CURRENCY_CODES).toContain('CNY');
    expect(CURRENCY_CODES.length).toBeGreaterThan(150);
    expect(isCurrencyCode('XXX')).toBe(false);
    expect(isCurrencyCode('XYZ')).toBe(false);
    expect(isCurrencyCode('eur')).toBe(false);
  });
});
