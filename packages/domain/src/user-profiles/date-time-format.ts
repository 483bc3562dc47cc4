import { isIsoDate, normalizeTypedDate } from '../quotations/quotation-dates';
import { type DateFormat, localeOf, type TimeFormat } from './user-profile-options';

/** What dates, times and numbers are written with: the user's preferences. */
export interface DisplayPreferences {
  timezone: string;
  language: string;
  date_format: DateFormat;
  time_format: TimeFormat;
}

export const DEFAULT_DISPLAY_PREFERENCES: DisplayPreferences = {
  timezone: 'UTC',
  language: 'en',
  date_format: 'MM/DD/YYYY',
  time_format: '12h',
};

interface DateParts {
  year: string;
  month: string;
  day: string;
}

const partFormats = new Map<string, Intl.DateTimeFormat>();

/** Year, month and day of an instant as a wall clock in `timezone` shows them (unknown zones read as UTC). */
function datePartsIn(instant: Date, timezone: string): DateParts {
  let format = partFormats.get(timezone);
  if (!format) {
    try {
      format = new Intl.DateTimeFormat('en-US', {
        timeZone: timezone,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
      });
    } catch {
      return datePartsIn(instant, 'UTC');
    }
    partFormats.set(timezone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(instant).map((p) => [p.type, p.value]));
  return { year: parts.year ?? '', month: parts.month ?? '', day: parts.day ?? '' };
}

function writeDate({ year, month, day }: DateParts, format: DateFormat): string {
  switch (format) {
    case 'MM/DD/YYYY':
      return `${month}/${day}/${year}`;
    case 'DD/MM/YYYY':
      return `${day}/${month}/${year}`;
    case 'YYYY-MM-DD':
      return `${year}-${month}-${day}`;
    case 'DD-MM-YYYY':
      return `${day}-${month}-${year}`;
    case 'MM-DD-YYYY':
      return `${month}-${day}-${year}`;
  }
}

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A calendar date (`YYYY-MM-DD`: a quotation's start, an interaction's day) in the chosen format. It names a
 * day, not an instant, so no time zone moves it. '—' when there is none; text that is not a date as it is.
 */
export function formatCalendarDate(value: string | null | undefined, prefs: DisplayPreferences): string {
  if (!value) return '—';
  const match = CALENDAR_DATE.exec(value);
  if (!match) return value;
  return writeDate({ year: match[1]!, month: match[2]!, day: match[3]! }, prefs.date_format);
}

function toInstant(value: string | Date): Date | undefined {
  const instant = typeof value === 'string' ? new Date(value) : value;
  return Number.isNaN(instant.getTime()) ? undefined : instant;
}

/** The day of an instant (an ISO timestamp) in the user's time zone, in the chosen format. */
export function formatInstantDate(value: string | Date, prefs: DisplayPreferences): string {
  const instant = toInstant(value);
  return instant ? writeDate(datePartsIn(instant, prefs.timezone), prefs.date_format) : '';
}

const timeFormats = new Map<string, Intl.DateTimeFormat>();

/** The time of an instant in the user's time zone: '3:05 PM' (12h) or '15:05' (24h), seconds on request. */
export function formatInstantTime(
  value: string | Date,
  prefs: DisplayPreferences,
  options: { seconds?: boolean } = {},
): string {
  const instant = toInstant(value);
  if (!instant) return '';
  const key = `${prefs.language}|${prefs.timezone}|${prefs.time_format}|${options.seconds ? 's' : ''}`;
  let format = timeFormats.get(key);
  if (!format) {
    const timeZone = isKnownTimezone(prefs.timezone) ? prefs.timezone : 'UTC';
    // The 12-hour clock keeps English AM/PM: the interface is English, only dates and numbers follow the language.
    const locale = prefs.time_format === '12h' ? 'en-US' : localeOf(prefs.language);
    format = new Intl.DateTimeFormat(locale, {
      timeZone,
      hour: prefs.time_format === '12h' ? 'numeric' : '2-digit',
      minute: '2-digit',
      ...(options.seconds && { second: '2-digit' }),
      hourCycle: prefs.time_format === '12h' ? 'h12' : 'h23',
    });
    timeFormats.set(key, format);
  }
  return format.format(instant);
}

/** An instant's date and time in the user's zone and formats: '11/25/2026 3:05 PM'. */
export function formatInstant(value: string | Date, prefs: DisplayPreferences): string {
  const date = formatInstantDate(value, prefs);
  return date ? `${date} ${formatInstantTime(value, prefs)}` : '';
}

/** A long day for headings, in the language and zone: 'Wednesday, November 25' (en). */
export function formatLongDay(value: Date, prefs: DisplayPreferences): string {
  const timeZone = isKnownTimezone(prefs.timezone) ? prefs.timezone : 'UTC';
  return new Intl.DateTimeFormat(localeOf(prefs.language), {
    timeZone,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
  }).format(value);
}

function isKnownTimezone(timezone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: timezone });
    return true;
  } catch {
    return false;
  }
}

const TYPED_DATE = /^(\d{1,2})([/.-])(\d{1,2})\2(\d{4})$/;

/**
 * A date typed by hand in the user's date format, as YYYY-MM-DD: with MM/DD/YYYY (or MM-DD-YYYY) '02/17/2031'
 * is 17 February; with the day-first formats '17/02/2031' is. Any of '/', '-' and '.' separates. Year-first
 * ISO dates (and timestamps) are always understood. When the format's order gives no real date but the other
 * order does ('17/02/2031' under MM/DD/YYYY), that one is taken; anything else, such as text still being typed
 * or 31/02/2031, is null.
 */
export function parseDateInFormat(text: string | null | undefined, format: DateFormat): string | null {
  const value = (text ?? '').trim();
  if (/^\d{4}-/.test(value)) return normalizeTypedDate(value);
  const typed = TYPED_DATE.exec(value);
  if (!typed) return null;
  const [first, second, year] = [typed[1]!.padStart(2, '0'), typed[3]!.padStart(2, '0'), typed[4]!];
  const monthFirst = `${year}-${first}-${second}`;
  const dayFirst = `${year}-${second}-${first}`;
  const [preferred, other] = format.startsWith('MM') ? [monthFirst, dayFirst] : [dayFirst, monthFirst];
  if (isIsoDate(preferred)) return preferred;
  return isIsoDate(other) ? other : null;
}
