import { BOX_ITEM_MESSAGES, NUMBER_MESSAGE, QUOTATION_MESSAGES } from '@freight/domain';
import { describe, expect, it } from 'vitest';
import '../../test/englishMessages';
import { speak } from '../../test/speak';
import de from '../i18n/catalogs/de.json';
import { formatNumberText } from './formatNumberText';
import { parseNumberText } from './parseNumberText';

const DECIMAL_COMMA = 'Use a point for decimals, e.g. 1.5';

describe('parseNumberText', () => {
  it.each([
    ['1e12', 1_000_000_000_000],
    ['1E3', 1000],
    ['2.5e-3', 0.0025],
    ['-10', -10],
    ['+7', 7],
    ['\u22124', -4],
    ['  42  ', 42],
    ['0.5', 0.5],
    ['.5', 0.5],
    ['5.', 5],
    ['1,234', 1234],
    ['1,234,567.89', 1_234_567.89],
    ['007', 7],
  ])('reads all of %j as %d', (text, value) => {
    expect(parseNumberText(text)).toEqual({ value, error: null });
  });

  it('reads a blank field as no number and no error', () => {
    expect(parseNumberText('')).toEqual({ value: null, error: null });
    expect(parseNumberText('   ')).toEqual({ value: null, error: null });
  });

  it.each(['12abc', 'abc', '1e', '-', '.', 'e5', '1.2.3', '0x10', 'Infinity', '1 000', '1e400', '--1', '1-'])(
    'refuses %j as a whole instead of keeping the digits it likes',
    (text) => {
      expect(parseNumberText(text)).toEqual({ value: null, error: NUMBER_MESSAGE });
    },
  );

  it('takes a comma only as a thousands separator, and says so for a decimal comma', () => {
    expect(parseNumberText('1,5')).toEqual({ value: null, error: DECIMAL_COMMA });
    expect(parseNumberText('12,34')).toEqual({ value: null, error: DECIMAL_COMMA });
    expect(parseNumberText('1,2345')).toEqual({ value: null, error: DECIMAL_COMMA });
    expect(parseNumberText('1,500')).toEqual({ value: 1500, error: null });
  });

  it('keeps a number that breaks a rule, with the rule’s message', () => {
    const weight = { min: 0, label: 'Weight' };
    expect(parseNumberText('-10', weight)).toEqual({ value: -10, error: 'Weight cannot be negative' });
    expect(parseNumberText('0', weight)).toEqual({ value: 0, error: null });
    const quantity = {
      min: 1,
      integer: true,
      messages: { min: BOX_ITEM_MESSAGES.quantityMin, integer: BOX_ITEM_MESSAGES.quantityWhole },
    };
    expect(parseNumberText('2.5', quantity).error).toBe('Quantity must be a whole number');
    expect(parseNumberText('0', quantity).error).toBe('Quantity must be at least 1');
    expect(parseNumberText('3.0', quantity)).toEqual({ value: 3, error: null });
    expect(parseNumberText('1e2', quantity)).toEqual({ value: 100, error: null });
  });

  it('checks the maximum and the number of decimals, without rounding', () => {
    const money = { min: 0, maxDecimals: 2, messages: { min: QUOTATION_MESSAGES.estimatedValueNegative } };
    expect(parseNumberText('10.25', money)).toEqual({ value: 10.25, error: null });
    expect(parseNumberText('10.250', money)).toEqual({ value: 10.25, error: null });
    expect(parseNumberText('10.999', money)).toEqual({
      value: 10.999,
      error: 'Use at most 2 decimal places',
    });
    expect(parseNumberText('1e-3', money).error).toBe('Use at most 2 decimal places');
    expect(parseNumberText('-1', money).error).toBe('Estimated value cannot be negative');
    expect(parseNumberText('1001', { max: 1000 }).error).toBe('Must be at most 1000');
  });

  it("names the field by its label, as the server's messages do", () => {
    const unitCost = { min: 0, label: 'Unit cost (USD)' };
    expect(parseNumberText('12abc', unitCost).error).toBe('Unit cost must be a number');
    expect(parseNumberText('-1', unitCost).error).toBe('Unit cost cannot be negative');
    expect(parseNumberText('1.5', { integer: true, label: 'Floor number' }).error).toBe(
      'Floor number must be a whole number',
    );
    expect(parseNumberText('20000', { max: 10_000, label: 'People needed' }).error).toBe(
      'People needed can be at most 10,000',
    );
    expect(parseNumberText('12abc').error).toBe(NUMBER_MESSAGE);
  });

  it('reads back what formatNumberText shows', () => {
    for (const value of [0, 1234567.5, -9876.125, 1e21, 1.5e-7, 150]) {
      for (const format of [{}, { thousandSeparator: true }]) {
        expect(parseNumberText(formatNumberText(value, format)).value).toBe(value);
      }
    }
  });
});

describe('formatNumberText', () => {
  it('groups thousands and fixes decimals when asked', () => {
    expect(formatNumberText(1234567.5, { thousandSeparator: true })).toBe('1,234,567.5');
    expect(formatNumberText(-1234, { thousandSeparator: true })).toBe('-1,234');
    expect(formatNumberText(150, { fixedDecimals: 2 })).toBe('150.00');
    expect(formatNumberText(1e12)).toBe('1000000000000');
    expect(formatNumberText(1e21, { thousandSeparator: true })).toBe('1e+21');
  });

  it("says what is wrong in the reader's language (German), naming the field by its German label", () => {
    speak('de', de);
    expect(parseNumberText('-3', { min: 0, label: 'Gewicht (kg)' }).error).toBe(
      'Gewicht darf nicht negativ sein',
    );
    expect(parseNumberText('2.5', { integer: true, label: 'Menge' }).error).toBe(
      'Menge muss eine ganze Zahl sein',
    );
    expect(parseNumberText('20000', { max: 10_000, label: 'Menge' }).error).toBe(
      'Menge darf höchstens 10.000 sein',
    );
    expect(parseNumberText('1,5').error).toBe('Dezimalpunkt verwenden, z. B. 1.5');
    expect(parseNumberText('abc').error).toBe('Bitte eine Zahl eingeben');
    expect(parseNumberText('-1', { min: 0 }).error).toBe('Darf nicht negativ sein');
    expect(parseNumberText('0', { min: 1 }).error).toBe('Mindestens 1');
    expect(parseNumberText('9', { max: 5 }).error).toBe('Höchstens 5');
    expect(parseNumberText('1.5', { integer: true }).error).toBe('Muss eine ganze Zahl sein');
    expect(parseNumberText('1.125', { maxDecimals: 2 }).error).toBe('Höchstens 2 Nachkommastellen');
    expect(
      parseNumberText('0', { min: 1, messages: { min: QUOTATION_MESSAGES.validityDaysPositive } }).error,
    ).toBe(de['quotations.validityDaysPositive']);
  });
});
