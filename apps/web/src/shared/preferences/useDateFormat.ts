import {
  formatCalendarDate,
  formatInstant,
  formatInstantDate,
  formatInstantTime,
  formatLongDay,
} from '@freight/domain';
import { useMemo } from 'react';
import { useDisplayPreferences } from './useDisplayPreferences';

export interface DateFormatter {
  /** A `YYYY-MM-DD` calendar date in the user's date format ('—' when none); no time zone moves it. */
  date: (value: string | null | undefined) => string;
  /** The day of an instant (ISO timestamp) in the user's time zone. */
  day: (value: string | Date) => string;
  /** An instant's date and time in the user's time zone, date format and clock. */
  dateTime: (value: string | Date) => string;
  /** An instant's time in the user's time zone and clock (12h or 24h). */
  time: (value: string | Date, options?: { seconds?: boolean }) => string;
  /** 'Wednesday, November 25' in the user's language and zone. */
  longDay: (value: Date) => string;
}

/**
 * Every date and time the app shows goes through here: the signed-in user's date format, clock, time zone
 * and language (Settings, Preferences). The component redraws when they change.
 */
export function useDateFormat(): DateFormatter {
  const prefs = useDisplayPreferences();
  return useMemo(
    () => ({
      date: (value) => formatCalendarDate(value, prefs),
      day: (value) => formatInstantDate(value, prefs),
      dateTime: (value) => formatInstant(value, prefs),
      time: (value, options) => formatInstantTime(value, prefs, options),
      longDay: (value) => formatLongDay(value, prefs),
    }),
    [prefs],
  );
}
