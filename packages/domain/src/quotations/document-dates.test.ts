import { describe, expect, it } from 'vitest';
import {
  DOCUMENT_DATE_FORMAT_OPTIONS,
  documentDayOf,
  formatDocumentDate,
  formatDocumentInstant,
} from './document-dates';

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

  it('writes an instant in the company zone: 23:30 UTC is the next morning in Tokyo', () => {
    expect(documentDayOf('2026-11-27T23:30:00Z', 'Asia/Tokyo')).toBe('2026-11-28');
    expect(documentDayOf('2026-11-27T23:30:00Z', 'UTC')).toBe('2026-11-27');
    expect(formatDocumentInstant('2026-11-27T23:30:00Z', 'D MMM YYYY', 'Asia/Tokyo')).toBe(
      '28 Nov 2026 08:30 Asia/Tokyo',
    );
    expect(formatDocumentInstant('2026-11-27T23:30:00Z', 'DD/MM/YYYY', 'UTC')).toBe('27/11/2026 23:30 UTC');
    expect(formatDocumentInstant(null, 'D MMM YYYY', 'UTC')).toBe('');
  });
});
