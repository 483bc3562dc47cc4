import { normalizeTypedDate } from '@freight/domain';

/**
 * DateInput's parser: year-month-day as well as day/month/year typed by hand ('21/11/2026', '21.11.2026'),
 * both giving YYYY-MM-DD; anything incomplete or impossible gives null, so nothing is saved mid-typing.
 */
export function parseTypedDate(text: string): string | null {
  return normalizeTypedDate(text);
}
