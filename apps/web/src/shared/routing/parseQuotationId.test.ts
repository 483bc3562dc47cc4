import { describe, expect, it } from 'vitest';
import { parseQuotationId } from './parseQuotationId';

describe('parseQuotationId', () => {
  it('accepts positive whole numbers only', () => {
    expect(parseQuotationId('42')).toBe(42);
    expect(parseQuotationId('0')).toBeNull();
    expect(parseQuotationId('4.2')).toBeNull();
    expect(parseQuotationId('abc')).toBeNull();
    expect(parseQuotationId('99999999999')).toBeNull();
  });
});
