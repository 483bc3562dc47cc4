import {
  DEFAULT_DISPLAY_PREFERENCES,
  formatCalendarDate,
  formatInstantDate,
  formatInstantTime,
} from '../user-profiles/date-time-format';
import { utcOffsetLabel } from '../user-profiles/time-zones';
import { DATE_FORMATS, type DateFormat, localeOf } from '../user-profiles/user-profile-options';
import { addDays } from './quotation-dates';

/**
 * How the dates on what a client receives (the quote PDF, the quote e-mail) are written: the company's choice
 * in its details. 'D MMM YYYY' ('27 Nov 2026') names the month, so no reader takes day for month; the others
 * are the numeric formats users pick for their own screens.
 */
export const DOCUMENT_DATE_FORMATS = ['D MMM YYYY', ...DATE_FORMATS] as const;
export type DocumentDateFormat = (typeof DOCUMENT_DATE_FORMATS)[number];
export const DEFAULT_DOCUMENT_DATE_FORMAT: DocumentDateFormat = 'D MMM YYYY';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;
const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A calendar date ('2026-11-27') as a client's document prints it: '27 Nov 2026', '27/11/2026',
 * '11/27/2026' and so on. The numeric formats are written by the same code as the screens
 * (`formatCalendarDate`). '—' when there is none; text that is not a date as it is.
 */
export function formatDocumentDate(
  value: string | null | undefined,
  format: DocumentDateFormat,
  language = 'en',
): string {
  if (format !== 'D MMM YYYY') {
    return formatCalendarDate(value, { ...DEFAULT_DISPLAY_PREFERENCES, date_format: format as DateFormat });
  }
  if (!value) return '—';
  const match = CALENDAR_DATE.exec(value);
  const month = match ? MONTHS[Number(match[2]) - 1] : undefined;
  if (!match || !month) return value;
  if (language === 'en') return `${Number(match[3])} ${month} ${match[1]}`;
  // In another language the month is named in it, in that language's order: '27 nov 2026', '2026年11月27日'.
  return namedMonthFormat(language).format(new Date(`${value}T00:00:00.000Z`));
}

const namedMonthFormats = new Map<string, Intl.DateTimeFormat>();
function namedMonthFormat(language: string): Intl.DateTimeFormat {
  let format = namedMonthFormats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(localeOf(language), {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    });
    namedMonthFormats.set(language, format);
  }
  return format;
}

/**
 * The calendar day an instant falls on for the company ('YYYY-MM-DD'): 23:30 UTC on 27 Nov is 28 Nov in
 * Asia/Tokyo. What the server writes for people follows the company's zone, not the server's clock.
 */
export function documentDayOf(instant: string | Date, timeZone: string): string {
  return formatInstantDate(instant, {
    ...DEFAULT_DISPLAY_PREFERENCES,
    timezone: timeZone,
    date_format: 'YYYY-MM-DD',
  });
}

const OFFSET = /([+-])(\d{2}):(\d{2})(?::(\d{2}))?/;

/** How far the zone's clock is ahead of UTC at `instant`, in milliseconds (negative west of Greenwich). */
function zoneOffsetMs(instant: number, timeZone: string): number {
  const match = OFFSET.exec(utcOffsetLabel(timeZone, new Date(instant)));
  if (!match) return 0;
  const [, sign, hours, minutes, seconds] = match;
  const ms = ((Number(hours) * 60 + Number(minutes)) * 60 + Number(seconds ?? 0)) * 1000;
  return sign === '-' ? -ms : ms;
}

/**
 * The last millisecond of a calendar day in a zone, as an ISO instant: '2026-11-27' in Asia/Tokyo ends at
 * '2026-11-27T14:59:59.999Z', in America/Los_Angeles at '2026-11-28T07:59:59.999Z'. What lasts "until" a day
 * (a quote link) lasts through the whole of that day on the company's clock. The offset is read again at the
 * instant found, so a day that starts or ends a summer time still ends at its own midnight.
 */
export function endOfDayIn(day: string, timeZone: string): string {
  const nextMidnightAsUtc = Date.parse(`${addDays(day, 1)}T00:00:00.000Z`);
  const guess = nextMidnightAsUtc - zoneOffsetMs(nextMidnightAsUtc, timeZone);
  const nextMidnight = nextMidnightAsUtc - zoneOffsetMs(guess, timeZone);
  return new Date(nextMidnight - 1).toISOString();
}

/**
 * An instant as a client's document or an e-mail prints it: the day in the company's date format, the 24-hour
 * time and the zone it is read in ('28 Nov 2026 08:30 Asia/Tokyo'), so a reader elsewhere knows which clock.
 * A named month is written in the document's `language` ('28 nov. 2026 08:30 Asia/Tokyo' in French).
 */
export function formatDocumentInstant(
  value: string | null | undefined,
  format: DocumentDateFormat,
  timeZone: string,
  language = 'en',
): string {
  if (!value) return '';
  const day = documentDayOf(value, timeZone);
  if (!day) return value;
  const prefs = { ...DEFAULT_DISPLAY_PREFERENCES, timezone: timeZone, time_format: '24h' as const };
  return `${formatDocumentDate(day, format, language)} ${formatInstantTime(value, prefs)} ${timeZone}`;
}

/** The choices with an example each, as the company details form lists them. */
export const DOCUMENT_DATE_FORMAT_OPTIONS = DOCUMENT_DATE_FORMATS.map((format) => ({
  value: format,
  label: `${format} (${formatDocumentDate('2026-11-27', format)})`,
}));
