import { QUOTATION_MESSAGES, QUOTATION_STATUS_LABELS, QUOTATION_STATUSES } from '@freight/domain';
import { Select, Stack } from '@mantine/core';
import { CalendarDateInput } from '../../../shared/forms/CalendarDateInput';
import { NumberField } from '../../../shared/ui/NumberField';
import type { QuotationSectionProps } from './QuotationSectionProps';
import { quotationChoiceProps, quotationInputProps } from './quotationInputProps';

const statusOptions = QUOTATION_STATUSES.map((status) => ({
  value: status,
  label: QUOTATION_STATUS_LABELS[status],
}));

/** Status and dates: any status may be chosen directly; valid-until recomputes the validity days. */
export function QuotationScheduleFields(props: QuotationSectionProps) {
  const { values, onChange } = props;
  return (
    <Stack gap="md">
      <Select {...quotationChoiceProps(props, 'status', statusOptions)} />
      <CalendarDateInput
        {...quotationInputProps(props, 'start_date')}
        required
        value={values.start_date}
        onChange={(value) => onChange({ start_date: value }, 'now')}
      />
      <CalendarDateInput
        {...quotationInputProps(props, 'valid_until_date')}
        required
        value={values.valid_until_date}
        onChange={(value) => onChange({ valid_until_date: value }, 'now')}
      />
      <NumberField
        {...quotationInputProps(props, 'validity_days')}
        description="Recomputed from the date when Valid Until changes"
        min={1}
        integer
        messages={{
          min: QUOTATION_MESSAGES.validityDaysPositive,
          integer: QUOTATION_MESSAGES.validityDaysWhole,
        }}
        step={1}
        value={values.validity_days}
        onChange={(value) => onChange({ validity_days: value }, 'quiet')}
      />
      <CalendarDateInput
        {...quotationInputProps(props, 'deadline')}
        value={values.deadline}
        onChange={(value) => onChange({ deadline: value }, 'now')}
      />
    </Stack>
  );
}
