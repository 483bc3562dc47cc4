import { describe, expect, it } from 'vitest';
import { currencyCodeSchema, currencySchema } from './currencies';
import { formatMoney } from './format-money';

// Intl writes a no-break space (U+00A0) or a narrow one (U+202F) between number and symbol in some locales.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('formatMoney: the currency own symbol and decimals, in the reader locale', () => {
  it('writes EUR, JPY and KWD with their ISO decimals', () => {
    expect(formatMoney(1234.5, 'EUR', 'en-US')).toBe('€1,234.50');
    expect(plain(formatMoney(1234.5, 'EUR', 'de-DE'))).toBe('1.234,50 €');
    expect(plain(formatMoney(1234.5, 'EUR', 'es-ES'))).toBe('1234,50 €');
    expect(formatMoney(1234.5, 'JPY', 'en-US')).toBe('¥1,235');
    expect(plain(formatMoney(1234.5, 'KWD', 'en-US'))).toBe('KWD 1,234.500');
    expect(formatMoney(187.425, 'USD', 'en-US')).toBe('$187.43');
  });

  it('never shows a dollar sign for another currency', () => {
    for (const code of ['EUR', 'JPY', 'KWD', 'GBP', 'CNY']) {
      expect(formatMoney(10, code, 'en-US')).not.toContain('$');
    }
  });

  it('shows rates to up to 4 decimals, never fewer than the currency own', () => {
    expect(formatMoney(2.855, 'EUR', 'en-US', { rate: true })).toBe('€2.855');
    expect(formatMoney(2.5, 'EUR', 'en-US', { rate: true })).toBe('€2.50');
    expect(formatMoney(3, 'JPY', 'en-US', { rate: true })).toBe('¥3');
  });

  it("writes '—' for no amount", () => {
    expect(formatMoney(null, 'EUR', 'en-US')).toBe('—');
    expect(formatMoney(undefined, 'EUR', 'en-US')).toBe('—');
    expect(formatMoney(Number.NaN, 'EUR', 'en-US')).toBe('—');
  });
});

describe('currency fields', () => {
  it('take any active code and name the field for an unknown one', () => {
    expect(currencySchema.parse('CNY')).toBe('CNY');
    expect(currencySchema.safeParse('XYZ').error?.issues[0]?.message).toBe('Unknown currency: XYZ');
    expect(currencyCodeSchema('Buy currency').safeParse('ABC').error?.issues[0]?.message).toBe(
      'Unknown buy currency: ABC',
    );
    expect(currencySchema.safeParse('').error?.issues[0]?.message).toBe('Currency is required');
    expect(currencySchema.safeParse(12).error?.issues[0]?.message).toBe(
      'Currency must be a currency code such as EUR',
    );
  });
});
