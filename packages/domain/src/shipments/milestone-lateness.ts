const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** How late a milestone is, in the largest whole unit a reader needs; null when it is not a minute past. */
export interface Lateness {
  unit: 'day' | 'hour' | 'minute';
  count: number;
}

/**
 * How long ago a milestone was due: 3 days, 5 hours, 12 minutes; null when it is not past (the clock that asked
 * may run a little behind the server's). The web words it in the reader's language.
 */
export function lateness(plannedAt: string, now: Date): Lateness | null {
  const late = now.getTime() - Date.parse(plannedAt);
  if (!(late >= MINUTE)) return null;
  if (late >= DAY) return { unit: 'day', count: Math.floor(late / DAY) };
  if (late >= HOUR) return { unit: 'hour', count: Math.floor(late / HOUR) };
  return { unit: 'minute', count: Math.floor(late / MINUTE) };
}
