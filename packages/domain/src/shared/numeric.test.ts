import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  isNumericString,
  NUMBER_MESSAGE,
  nullableNumeric,
  numeric,
  roundTo,
  toFiniteNumber,
  toNumberOr,
} from './numeric';

const messages = (result: { success: boolean; error?: z.ZodError }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('numeric()', () => {
  const schema = numeric(z.number().min(0, 'cannot be negative'));

  it('accepts numbers and numeric strings and yields numbers', () => {
    expect(schema.parse(12.5)).toBe(12.5);
    expect(schema.parse('12.5')).toBe(12.5);
    expect(schema.parse(' 7 ')).toBe(7);
    expect(schema.parse('1e3')).toBe(1000);
    expect(schema.parse('.5')).toBe(0.5);
  });

  it('rejects text that is not a number with the number message', () => {
    for (const bad of ['abc', '', '  ', '12abc', '0x10', 'Infinity', 'NaN']) {
      expect(messages(schema.safeParse(bad))).toEqual([NUMBER_MESSAGE]);
    }
  });

  it('rejects null, undefined, NaN and infinities', () => {
    for (const bad of [null, undefined, Number.NaN, Number.POSITIVE_INFINITY, true, {}]) {
      expect(schema.safeParse(bad).success).toBe(false);
    }
  });

  it('applies the checks of the inner schema to numeric strings too', () => {
    expect(messages(schema.safeParse('-1'))).toEqual(['cannot be negative']);
    expect(messages(schema.safeParse(-1))).toEqual(['cannot be negative']);
  });

  it('uses a custom message for missing and non-numeric input', () => {
    const contactId = numeric(z.number().int('pick').positive('pick'), 'pick');
    expect(messages(contactId.safeParse(undefined))).toEqual(['pick']);
    expect(messages(contactId.safeParse('x'))).toEqual(['pick']);
    expect(messages(contactId.safeParse(0))).toEqual(['pick']);
  });

  it('encodes numbers unchanged, as the response serializer does', () => {
    expect(z.encode(schema, 3)).toBe(3);
  });
});

describe('nullableNumeric()', () => {
  const schema = nullableNumeric(z.number().min(0, 'cannot be negative'));

  it('turns blank text and null into null', () => {
    expect(schema.parse('')).toBeNull();
    expect(schema.parse('   ')).toBeNull();
    expect(schema.parse(null)).toBeNull();
  });

  it('accepts numbers and numeric strings', () => {
    expect(schema.parse('2.25')).toBe(2.25);
    expect(schema.parse(4)).toBe(4);
  });

  it('rejects other text and applies inner checks', () => {
    expect(messages(schema.safeParse('ten'))).toEqual([NUMBER_MESSAGE]);
    expect(messages(schema.safeParse('-2'))).toEqual(['cannot be negative']);
  });
});

describe('number helpers', () => {
  it('isNumericString recognises decimal text only', () => {
    expect(isNumericString(' -3.5 ')).toBe(true);
    expect(isNumericString('1e400')).toBe(false);
    expect(isNumericString('')).toBe(false);
    expect(isNumericString('1,5')).toBe(false);
  });

  it('toFiniteNumber returns null for anything that is not a finite number', () => {
    expect(toFiniteNumber('4.5')).toBe(4.5);
    expect(toFiniteNumber(3)).toBe(3);
    expect(toFiniteNumber('')).toBeNull();
    expect(toFiniteNumber(null)).toBeNull();
    expect(toFiniteNumber(undefined)).toBeNull();
    expect(toFiniteNumber(Number.NaN)).toBeNull();
    expect(toFiniteNumber('abc')).toBeNull();
  });

  it('toNumberOr falls back for non-numeric values', () => {
    expect(toNumberOr('abc', 0)).toBe(0);
    expect(toNumberOr(undefined, 1)).toBe(1);
    expect(toNumberOr('2', 1)).toBe(2);
  });

  it('roundTo rounds half away from zero without binary drift', () => {
    expect(roundTo(1.005, 2)).toBe(1.01);
    expect(roundTo(1.004, 2)).toBe(1);
    expect(roundTo(-1.005, 2)).toBe(-1.01);
    expect(roundTo(0.1 + 0.2, 2)).toBe(0.3);
    expect(roundTo(0.0000001234567, 9)).toBe(0.000000123);
    expect(roundTo(0.0283168, 6)).toBe(0.028317);
    expect(roundTo(2.5, 0)).toBe(3);
    expect(Object.is(roundTo(-0.001, 2), 0)).toBe(true);
  });
});
