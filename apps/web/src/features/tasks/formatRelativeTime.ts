import { DEFAULT_DISPLAY_PREFERENCES, formatInstantDate } from '@freight/domain';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const defaultWriteDay = (instant: Date) => formatInstantDate(instant, DEFAULT_DISPLAY_PREFERENCES);

/** '1 task', '3 tasks': a count with its noun in the right number. */
export function countLabel(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`;
}

/**
 * When something happened, as the task cards say it: 'just now' under a minute, then
 * minutes, hours under a day, days under a week, then the day as `writeDay` writes it (the user's date
 * format and zone: `useDateFormat().day`). A time slightly in the future
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
  if (elapsed < MINUTE) return 'just now';
  if (elapsed < HOUR) return `${countLabel(Math.floor(elapsed / MINUTE), 'minute')} ago`;
  if (elapsed < DAY) return `${countLabel(Math.floor(elapsed / HOUR), 'hour')} ago`;
  if (elapsed < 7 * DAY) return `${countLabel(Math.floor(elapsed / DAY), 'day')} ago`;
  return writeDay(then);
}
