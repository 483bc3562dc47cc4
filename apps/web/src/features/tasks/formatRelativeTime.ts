import { DEFAULT_DISPLAY_PREFERENCES, formatInstantDate } from '@freight/domain';
import { i18n } from '../../shared/i18n/i18n';
import { translate } from '../../shared/i18n/useT';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const defaultWriteDay = (instant: Date) => formatInstantDate(instant, DEFAULT_DISPLAY_PREFERENCES);

/** Writes '5 minutes ago' in the active language ('vor 5 Minuten', '5 分前'), one formatter per language. */
const relativeFormats = new Map<string, Intl.RelativeTimeFormat>();
function relativeFormat(): Intl.RelativeTimeFormat {
  const language = i18n.locale || 'en';
  let format = relativeFormats.get(language);
  if (!format) {
    format = new Intl.RelativeTimeFormat(language, { numeric: 'always' });
    relativeFormats.set(language, format);
  }
  return format;
}

/**
 * When something happened, as the task cards say it, in the user's language (Intl.RelativeTimeFormat):
 * 'just now' under a minute, then minutes, hours under a day, days under a week, then the day as `writeDay`
 * writes it (the user's date format and zone: `useDateFormat().day`). A time slightly in the future
 * (a server clock a little ahead of this one) still reads 'just now'.
 */
export function formatRelativeTime(
  iso: string,
  now: Date = new Date(),
  writeDay: (instant: Date) => string = defaultWriteDay,
): string {
  const then = new Date(iso);
  if (Number.isNaN(then.getTime())) return '';
  const elapsed = now.getTime() - then.getTime();
  if (elapsed < MINUTE) return translate('time.justNow');
  if (elapsed < HOUR) return relativeFormat().format(-Math.floor(elapsed / MINUTE), 'minute');
  if (elapsed < DAY) return relativeFormat().format(-Math.floor(elapsed / HOUR), 'hour');
  if (elapsed < 7 * DAY) return relativeFormat().format(-Math.floor(elapsed / DAY), 'day');
  return writeDay(then);
}
