const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;

/**
 * How long ago a milestone was due, in the largest whole unit a reader needs: '3 days late', '5 hours late',
 * '12 minutes late'; 'Due now' when it is not past (the clock that asked may run a little behind the server's).
 */
export function latenessLabel(plannedAt: string, now: Date): string {
  const late = now.getTime() - Date.parse(plannedAt);
  if (!(late >= MINUTE)) return 'Due now';
  if (late >= DAY) return `${plural(Math.floor(late / DAY), 'day')} late`;
  if (late >= HOUR) return `${plural(Math.floor(late / HOUR), 'hour')} late`;
  return `${plural(Math.floor(late / MINUTE), 'minute')} late`;
}
