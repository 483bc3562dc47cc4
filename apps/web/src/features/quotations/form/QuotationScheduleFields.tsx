import { QUOTATION_STATUSES } from '@freight/domain';
import { Select, Stack } from '@mantine/core';
import { CalendarDateInput } from '../../../shared/forms/CalendarDateInput';
import { QUOTATION_STATUS_MESSAGES } from '../../../shared/i18n/domainLabels';
import { useT } from '../../../shared/i18n/useT';
import { NumberField } from '../../../shared/ui/NumberField';
import type { QuotationSectionProps } from './QuotationSectionProps';
import { quotationChoiceProps, quotationInputProps } from './quotationInputProps';

/** Status and dates: any status may be chosen directly; valid-until recomputes the validity days. */
export function QuotationScheduleFields(props: QuotationSectionProps) {
  const t = useT();
  const { values, onChange } = props;
  const statusOptions = QUOTATION_STATUSES.map((status) => ({
    value: status,
    label: t(QUOTATION_STATUS_MESSAGES[status]),
  }));
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
        description={t('quotations.validityDaysDescription')}
        min={1}
        integer
        messages={{
          min: t('quotations.validityDaysPositive'),
          integer: t('quotations.validityDaysWhole'),
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
