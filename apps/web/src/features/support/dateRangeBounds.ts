import type { MessageId } from '../../shared/i18n/i18n';

/** The Support filter panel's Date Range choices. */
export const DATE_RANGES = ['all', 'today', 'week', 'month', 'quarter'] as const;
export type DateRange = (typeof DATE_RANGES)[number];

export const DATE_RANGE_LABELS: Record<DateRange, MessageId> = {
  all: 'interactions.rangeAll',
  today: 'interactions.rangeToday',
  week: 'interactions.rangeWeek',
  month: 'interactions.rangeMonth',
  quarter: 'interactions.rangeQuarter',
};

export interface DateBounds {
  date_from: string;
  date_to: string;
}

function isoDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * The first and last calendar day of the range around `today` (the user's own calendar), as the list API's
 * `date_from`/`date_to`; none for All Time. Weeks run Monday to Sunday; quarters are Jan–Mar, Apr–Jun, ...
 */
export function dateRangeBounds(range: DateRange, today = new Date()): DateBounds | undefined {
  const year = today.getFullYear();
  const month = today.getMonth();
  const day = today.getDate();
  switch (range) {
    case 'all':
      return undefined;
    case 'today':
      return { date_from: isoDate(today), date_to: isoDate(today) };
    case 'week': {
      const sinceMonday = (today.getDay() + 6) % 7;
      return {
        date_from: isoDate(new Date(year, month, day - sinceMonday)),
        date_to: isoDate(new Date(year, month, day - sinceMonday + 6)),
      };
    }
    case 'month':
      return { date_from: isoDate(new Date(year, month, 1)), date_to: isoDate(new Date(year, month + 1, 0)) };
    case 'quarter': {
      const first = month - (month % 3);
      return { date_from: isoDate(new Date(year, first, 1)), date_to: isoDate(new Date(year, first + 3, 0)) };
    }
  }
}
