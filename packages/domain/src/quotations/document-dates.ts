import {
  DEFAULT_DISPLAY_PREFERENCES,
  formatCalendarDate,
  formatInstantDate,
  formatInstantTime,
} from '../user-profiles/date-time-format';
import { DATE_FORMATS, type DateFormat } from '../user-profiles/user-profile-options';

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
export function formatDocumentDate(value: string | null | undefined, format: DocumentDateFormat): string {
  if (format !== 'D MMM YYYY') {
    return formatCalendarDate(value, { ...DEFAULT_DISPLAY_PREFERENCES, date_format: format as DateFormat });
  }
  if (!value) return '—';
  const match = CALENDAR_DATE.exec(value);
  const month = match ? MONTHS[Number(match[2]) - 1] : undefined;
  return match && month ? `${Number(match[3])} ${month} ${match[1]}` : value;
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

/**
 * An instant as a client's document or an e-mail prints it: the day in the company's date format, the 24-hour
 * time and the zone it is read in ('28 Nov 2026 08:30 Asia/Tokyo'), so a reader elsewhere knows which clock.
 */
export function formatDocumentInstant(
  value: string | null | undefined,
  format: DocumentDateFormat,
  timeZone: string,
): string {
  if (!value) return '';
  const day = documentDayOf(value, timeZone);
  if (!day) return value;
  const prefs = { ...DEFAULT_DISPLAY_PREFERENCES, timezone: timeZone, time_format: '24h' as const };
  return `${formatDocumentDate(day, format)} ${formatInstantTime(value, prefs)} ${timeZone}`;
}

/** The choices with an example each, as the company details form lists them. */
export const DOCUMENT_DATE_FORMAT_OPTIONS = DOCUMENT_DATE_FORMATS.map((format) => ({
  value: format,
  label: `${format} (${formatDocumentDate('2026-11-27', format)})`,
}));
