/** Calendar days counted back from today (today included) for the win rate. */
const WIN_RATE_DAYS = 90;
/** How soon a quotation's validity must end to be listed as expiring. */
const EXPIRING_WITHIN_HOURS = 72;

/**
 * The date windows the dashboard's figures use, all in UTC calendar dates (`YYYY-MM-DD`):
 * - a quotation's month is the month of its `created_date` (the only date a quotation keeps for itself);
 * - `valid_until_date` means valid through the end of that day (UTC), so a validity "ends within 72 hours"
 *   when that end is after now and at most 72 hours away: `today <= valid_until_date <= date(now + 48h)`;
 * - the win rate counts quotations created in the last 90 calendar days, today included.
 */
export interface DashboardPeriods {
  today: string;
  thisMonthStart: string;
  nextMonthStart: string;
  lastMonthStart: string;
  winRateFrom: string;
  expiringUntil: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const isoDate = (d: Date) => d.toISOString().slice(0, 10);

export function dashboardPeriods(now: Date): DashboardPeriods {
  const y = now.getUTCFullYear();
  const m = now.getUTCMonth();
  const today = new Date(Date.UTC(y, m, now.getUTCDate()));
  return {
    today: isoDate(today),
    thisMonthStart: isoDate(new Date(Date.UTC(y, m, 1))),
    nextMonthStart: isoDate(new Date(Date.UTC(y, m + 1, 1))),
    lastMonthStart: isoDate(new Date(Date.UTC(y, m - 1, 1))),
    winRateFrom: isoDate(new Date(today.getTime() - (WIN_RATE_DAYS - 1) * DAY_MS)),
    expiringUntil: isoDate(new Date(now.getTime() + (EXPIRING_WITHIN_HOURS - 24) * 60 * 60 * 1000)),
  };
}

/** Percent change from `previous` to `current`, one decimal; null when there is nothing to compare with. */
export function percentChange(current: number, previous: number): number | null {
  if (previous === 0) return null;
  return Math.round(((current - previous) / previous) * 1000) / 10;
}

/** Won against decided (won + lost), as a percent with one decimal; null when nothing was decided. */
export function winRatePercent(won: number, lost: number): number | null {
  const decided = won + lost;
  if (decided === 0) return null;
  return Math.round((won / decided) * 1000) / 10;
}
