import { describe, expect, it } from 'vitest';
import { generateQuoteNumber, isQuoteNumber, quoteNumberLabel } from './quote-number';

describe('quote numbers', () => {
  it("are 'SQ' followed by a zero-padded 5-digit random number", () => {
    expect(generateQuoteNumber(() => 0)).toBe('SQ00000');
    expect(generateQuoteNumber(() => 0.00042)).toBe('SQ00042');
    expect(generateQuoteNumber(() => 0.12345)).toBe('SQ12345');
    expect(generateQuoteNumber(() => 0.999999)).toBe('SQ99999');
  });

  it('stay within five digits even if the random source misbehaves', () => {
    expect(generateQuoteNumber(() => 1)).toBe('SQ99999');
    expect(generateQuoteNumber(() => -0.5)).toBe('SQ00000');
  });

  it('use Math.random by default and always match the format', () => {
    for (let i = 0; i < 50; i++) expect(isQuoteNumber(generateQuoteNumber())).toBe(true);
  });

  it('isQuoteNumber accepts only SQ and exactly five digits', () => {
    expect(isQuoteNumber('SQ01234')).toBe(true);
    for (const bad of ['SQ1234', 'SQ123456', 'sq01234', 'QS01234', 'SQ-1234', ' SQ01234']) {
      expect(isQuoteNumber(bad)).toBe(false);
    }
  });
});

describe('quote number labels', () => {
  it('show the bare number for revision 1 and "rev N" from revision 2 on', () => {
    expect(quoteNumberLabel({ quotation_number: 'SQ00012', revision: 1 })).toBe('SQ00012');
    expect(quoteNumberLabel({ quotation_number: 'SQ00012' })).toBe('SQ00012');
    expect(quoteNumberLabel({ quotation_number: 'SQ00012', revision: 2 })).toBe('SQ00012 rev 2');
    expect(quoteNumberLabel({ quotation_number: 'SQ00012', revision: 11 })).toBe('SQ00012 rev 11');
  });
});
