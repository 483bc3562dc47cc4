import { parseDateInFormat } from '@freight/domain';
import { useMemo } from 'react';
import { useDisplayPreferences } from './useDisplayPreferences';

export interface DateInputFormat {
  /** Mantine's `valueFormat` for a calendar date: the user's date format ('DD/MM/YYYY'). */
  valueFormat: string;
  /** The same with the time in the user's clock, for date-and-time pickers. */
  dateTimeValueFormat: string;
  /** What an empty field shows: the format to type in. */
  placeholder: string;
  /** Mantine's `dateParser`: typed text in the user's order (or ISO) as YYYY-MM-DD, null while incomplete. */
  dateParser: (text: string) => string | null;
}

/**
 * How date fields show and read dates for the signed-in user (Settings, Preferences, Date format): every
 * DateInput and date picker of the app takes these, so a typed date and a shown one follow the same order.
 */
export function useDateInputFormat(): DateInputFormat {
  const { date_format, time_format } = useDisplayPreferences();
  return useMemo(
    () => ({
      valueFormat: date_format,
      dateTimeValueFormat: `${date_format} ${time_format === '24h' ? 'HH:mm' : 'h:mm A'}`,
      placeholder: date_format,
      dateParser: (text: string) => parseDateInFormat(text, date_format),
    }),
    [date_format, time_format],
  );
}
