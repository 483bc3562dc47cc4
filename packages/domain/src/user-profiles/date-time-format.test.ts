import { describe, expect, it } from 'vitest';
import {
  DEFAULT_DISPLAY_PREFERENCES,
  type DisplayPreferences,
  formatCalendarDate,
  formatInstant,
  formatInstantDate,
  formatInstantTime,
  formatLongDay,
  parseDateInFormat,
} from './date-time-format';
import { DATE_FORMATS } from './user-profile-options';

const prefs = (changes: Partial<DisplayPreferences> = {}): DisplayPreferences => ({
  ...DEFAULT_DISPLAY_PREFERENCES,
  ...changes,
});

describe('calendar dates', () => {
  const expected = {
    'MM/DD/YYYY': '03/04/2032',
    'DD/MM/YYYY': '04/03/2032',
    'YYYY-MM-DD': '2032-03-04',
    'DD-MM-YYYY': '04-03-2032',
    'MM-DD-YYYY': '03-04-2032',
  } as const;
  for (const format of DATE_FORMATS) {
    it(`${format} writes 2032-03-04 as ${expected[format]}`, () => {
      expect(formatCalendarDate('2032-03-04', prefs({ date_format: format }))).toBe(expected[format]);
    });
  }

  it('a calendar date never moves with the time zone', () => {
    expect(formatCalendarDate('2032-03-04', prefs({ timezone: 'Asia/Tokyo' }))).toBe('03/04/2032');
    expect(formatCalendarDate('2032-03-04', prefs({ timezone: 'America/Los_Angeles' }))).toBe('03/04/2032');
  });

  it('no date reads as a dash, and text that is not a date is shown as it is', () => {
    expect(formatCalendarDate(null, prefs())).toBe('—');
    expect(formatCalendarDate('', prefs())).toBe('—');
    expect(formatCalendarDate('soon', prefs())).toBe('soon');
  });
});

describe('instants', () => {
  const lateEvening = '2026-11-25T23:30:00Z';

  it('12h and 24h clocks', () => {
    expect(formatInstantTime('2026-11-25T15:05:00Z', prefs())).toBe('3:05 PM');
    expect(formatInstantTime('2026-11-25T15:05:00Z', prefs({ time_format: '24h' }))).toBe('15:05');
    expect(formatInstantTime('2026-11-25T00:07:00Z', prefs({ time_format: '24h' }))).toBe('00:07');
    expect(formatInstantTime('2026-11-25T00:07:00Z', prefs())).toBe('12:07 AM');
  });

  it('seconds on request', () => {
    expect(formatInstantTime('2026-11-25T15:05:09Z', prefs({ time_format: '24h' }), { seconds: true })).toBe(
      '15:05:09',
    );
  });

  it('a time zone ahead moves a late UTC evening to the next day', () => {
    expect(formatInstantDate(lateEvening, prefs())).toBe('11/25/2026');
    expect(formatInstantDate(lateEvening, prefs({ timezone: 'Asia/Tokyo' }))).toBe('11/26/2026');
    expect(formatInstant(lateEvening, prefs({ timezone: 'Asia/Tokyo', time_format: '24h' }))).toBe(
      '11/26/2026 08:30',
    );
  });

  it('a time zone behind moves an early UTC morning to the day before', () => {
    const early = '2026-11-26T02:00:00Z';
    expect(formatInstant(early, prefs({ timezone: 'America/New_York', date_format: 'YYYY-MM-DD' }))).toBe(
      '2026-11-25 9:00 PM',
    );
  });

  it('summer time is followed (Paris is UTC+2 in July)', () => {
    expect(
      formatInstantTime('2026-07-01T10:00:00Z', prefs({ timezone: 'Europe/Paris', time_format: '24h' })),
    ).toBe('12:00');
  });

  it('an unreadable instant gives no text; an unknown zone reads as UTC', () => {
    expect(formatInstant('not a date', prefs())).toBe('');
    expect(formatInstant(lateEvening, prefs({ timezone: 'Mars/Olympus' }))).toBe('11/25/2026 11:30 PM');
  });

  it('the long day follows the language', () => {
    const day = new Date('2026-11-25T12:00:00Z');
    expect(formatLongDay(day, prefs())).toBe('Wednesday, November 25');
    expect(formatLongDay(day, prefs({ language: 'fr' }))).toBe('mercredi 25 novembre');
  });
});

describe('parseDateInFormat', () => {
  it('reads typed dates in the order of the chosen format', () => {
    expect(parseDateInFormat('02/03/2031', 'MM/DD/YYYY')).toBe('2031-02-03');
    expect(parseDateInFormat('02/03/2031', 'DD/MM/YYYY')).toBe('2031-03-02');
    expect(parseDateInFormat('02-03-2031', 'MM-DD-YYYY')).toBe('2031-02-03');
    expect(parseDateInFormat('2.3.2031', 'DD-MM-YYYY')).toBe('2031-03-02');
    expect(parseDateInFormat('2031-03-02', 'YYYY-MM-DD')).toBe('2031-03-02');
  });

  it('understands ISO dates in any format, and the other order when the chosen one gives no date', () => {
    expect(parseDateInFormat('2031-02-17', 'DD/MM/YYYY')).toBe('2031-02-17');
    expect(parseDateInFormat('2031-02-17T10:00:00Z', 'MM/DD/YYYY')).toBe('2031-02-17');
    expect(parseDateInFormat('17/02/2031', 'MM/DD/YYYY')).toBe('2031-02-17');
    expect(parseDateInFormat('02/17/2031', 'DD/MM/YYYY')).toBe('2031-02-17');
    expect(parseDateInFormat('17/02/2031', 'YYYY-MM-DD')).toBe('2031-02-17');
  });

  it('gives null for text still being typed and impossible dates', () => {
    for (const text of ['', '17/02/203', '31/02/2031', '13/13/2031', 'tomorrow', '2031-02-30']) {
      expect(parseDateInFormat(text, 'DD/MM/YYYY')).toBeNull();
    }
  });
});
