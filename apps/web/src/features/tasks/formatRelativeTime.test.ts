import { describe, expect, it } from 'vitest';
import '../../test/englishMessages';
import de from '../../shared/i18n/catalogs/de.json';
import ja from '../../shared/i18n/catalogs/ja.json';
import { i18n } from '../../shared/i18n/i18n';
import { formatRelativeTime } from './formatRelativeTime';

const now = new Date('2032-03-10T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('formatRelativeTime', () => {
  it("says 'just now' under 60 seconds, and for a clock slightly ahead", () => {
    expect(formatRelativeTime(ago(0), now)).toBe('just now');
    expect(formatRelativeTime(ago(59 * SECOND), now)).toBe('just now');
    expect(formatRelativeTime(ago(-5 * SECOND), now)).toBe('just now');
  });

  it('counts minutes under an hour, singular for one', () => {
    expect(formatRelativeTime(ago(60 * SECOND), now)).toBe('1 minute ago');
    expect(formatRelativeTime(ago(59 * MINUTE + 59 * SECOND), now)).toBe('59 minutes ago');
  });

  it('counts hours under a day', () => {
    expect(formatRelativeTime(ago(HOUR), now)).toBe('1 hour ago');
    expect(formatRelativeTime(ago(23 * HOUR + 59 * MINUTE), now)).toBe('23 hours ago');
  });

  it('counts days under a week', () => {
    expect(formatRelativeTime(ago(DAY), now)).toBe('1 day ago');
    expect(formatRelativeTime(ago(7 * DAY - SECOND), now)).toBe('6 days ago');
  });

  it("speaks the user's language", () => {
    i18n.load({ de, ja });
    try {
      i18n.activate('de');
      expect(formatRelativeTime(ago(5 * MINUTE), now)).toBe('vor 5 Minuten');
      expect(formatRelativeTime(ago(0), now)).toBe('gerade eben');
      i18n.activate('ja');
      expect(formatRelativeTime(ago(3 * HOUR), now)).toBe('3 時間前');
    } finally {
      i18n.activate('en');
    }
  });

  it('shows the date from a week on', () => {
    expect(formatRelativeTime(ago(7 * DAY), now)).toBe('03/03/2032');
    expect(formatRelativeTime('2031-12-25T09:00:00Z', now)).toBe('12/25/2031');
    const dayFirst = (instant: Date) => `day ${instant.toISOString().slice(0, 10)}`;
    expect(formatRelativeTime('2031-12-25T09:00:00Z', now, dayFirst)).toBe('day 2031-12-25');
  });

  it('shows nothing for a value that is not a time', () => {
    expect(formatRelativeTime('not a date', now)).toBe('');
  });
});
