import { DateInput, type DateInputProps } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import { useDateInputFormat } from '../preferences/useDateInputFormat';

type CalendarDateInputProps = Omit<DateInputProps, 'value' | 'onChange' | 'valueFormat' | 'dateParser'> & {
  value: string | null;
  onChange: (value: string | null) => void;
};

/**
 * A calendar date field in the user's date format (Settings, Preferences): it shows and reads dates in that
 * order, also takes YYYY-MM-DD typed by hand, and its value is always YYYY-MM-DD text (no time zone involved).
 */
export function CalendarDateInput({ clearable = true, placeholder, ...props }: CalendarDateInputProps) {
  const format = useDateInputFormat();
  return (
    <DateInput
      {...props}
      valueFormat={format.valueFormat}
      dateParser={format.dateParser}
      placeholder={placeholder ?? format.placeholder}
      leftSection={<IconCalendar size={16} stroke={1.7} />}
      clearable={clearable}
      popoverProps={{ withinPortal: true }}
    />
  );
}
