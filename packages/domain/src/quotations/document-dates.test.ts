import { describe, expect, it } from 'vitest';
import { DOCUMENT_DATE_FORMAT_OPTIONS, formatDocumentDate } from './document-dates';

describe('dates on documents sent to clients', () => {
  it.each([
    ['D MMM YYYY', '27 Nov 2026'],
    ['DD/MM/YYYY', '27/11/2026'],
    ['MM/DD/YYYY', '11/27/2026'],
    ['YYYY-MM-DD', '2026-11-27'],
    ['DD-MM-YYYY', '27-11-2026'],
    ['MM-DD-YYYY', '11-27-2026'],
  ] as const)('%s writes 2026-11-27 as %s', (format, written) => {
    expect(formatDocumentDate('2026-11-27', format)).toBe(written);
  });

  it('writes a single-digit day without a zero by name, and keeps what is not a date', () => {
    expect(formatDocumentDate('2027-01-05', 'D MMM YYYY')).toBe('5 Jan 2027');
    expect(formatDocumentDate('', 'D MMM YYYY')).toBe('—');
    expect(formatDocumentDate('soon', 'DD/MM/YYYY')).toBe('soon');
  });

  it('lists every format with an example', () => {
    expect(DOCUMENT_DATE_FORMAT_OPTIONS[0]).toEqual({
      value: 'D MMM YYYY',
      label: 'D MMM YYYY (27 Nov 2026)',
    });
  });
});
