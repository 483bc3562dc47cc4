import { describe, expect, it } from 'vitest';
import {
  DOCUMENT_DATE_FORMAT_OPTIONS,
  documentDayOf,
  endOfDayIn,
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

  it('ends a day at midnight on the company clock, summer time or not', () => {
    expect(endOfDayIn('2026-11-27', 'Asia/Tokyo')).toBe('2026-11-27T14:59:59.999Z');
    expect(endOfDayIn('2026-11-27', 'America/Los_Angeles')).toBe('2026-11-28T07:59:59.999Z');
    expect(endOfDayIn('2026-07-01', 'America/Los_Angeles')).toBe('2026-07-02T06:59:59.999Z');
    expect(endOfDayIn('2026-11-27', 'UTC')).toBe('2026-11-27T23:59:59.999Z');
    expect(endOfDayIn('2026-11-27', 'Asia/Kathmandu')).toBe('2026-11-27T18:14:59.999Z');
    // 8 March 2026: Los Angeles moves to summer time at 02:00, so the day ends at UTC-7.
    expect(endOfDayIn('2026-03-08', 'America/Los_Angeles')).toBe('2026-03-09T06:59:59.999Z');
    expect(endOfDayIn('2026-03-07', 'America/Los_Angeles')).toBe('2026-03-08T07:59:59.999Z');
  });
});
