import { DateInput } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { parseTypedDate } from './parseTypedDate';

interface QuotationDateInputProps {
  label: string;
  value: string | null;
  onChange: (value: string | null) => void;
  error?: string;
  required?: boolean;
  description?: string;
  /** Wraps the input, e.g. to show a conflict notice right under it. */
  inputContainer?: (input: ReactNode) => ReactNode;
}

/**
 * A calendar date shown as YYYY-MM-DD. It accepts day/month/year typed by hand and shows it back as
 * year-month-day once the field is left; the value is always YYYY-MM-DD text (no time zone involved).
 */
export function QuotationDateInput(props: QuotationDateInputProps) {
  return (
    <DateInput
      {...props}
      valueFormat="YYYY-MM-DD"
      dateParser={parseTypedDate}
      placeholder="YYYY-MM-DD or DD/MM/YYYY"
      leftSection={<IconCalendar size={16} stroke={1.7} />}
      clearable
      popoverProps={{ withinPortal: true }}
    />
  );
}
