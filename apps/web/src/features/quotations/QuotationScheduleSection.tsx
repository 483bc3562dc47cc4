import {
  QUOTATION_MESSAGES,
  QUOTATION_STATUS_LABELS,
  QUOTATION_STATUSES,
  type QuotationStatus,
} from '@freight/domain';
import { Select, Stack } from '@mantine/core';
import { NumberField } from '../../shared/ui/NumberField';
import { QuotationDateInput } from './QuotationDateInput';
import { QuotationFormSection } from './QuotationFormSection';
import type { QuotationSectionProps } from './QuotationSectionProps';
import { quotationFieldLabels as L } from './quotationFieldLabels';

const statusOptions = QUOTATION_STATUSES.map((status) => ({
  value: status,
  label: QUOTATION_STATUS_LABELS[status],
}));

/** Status and dates: any status may be chosen directly; valid-until recomputes the validity days. */
export function QuotationScheduleSection({ values, errors, onChange }: QuotationSectionProps) {
  return (
    <QuotationFormSection
      title="Status & dates"
      description="Where the quotation stands and how long it holds."
    >
      <Stack gap="md">
        <Select
          label={L.status}
          data={statusOptions}
          allowDeselect={false}
          value={values.status}
          error={errors.status}
          onChange={(value) => value && onChange({ status: value as QuotationStatus }, 'immediate')}
        />
        <QuotationDateInput
          label={L.start_date}
          required
          value={values.start_date}
          error={errors.start_date}
          onChange={(value) => onChange({ start_date: value }, 'immediate')}
        />
        <QuotationDateInput
          label={L.valid_until_date}
          required
          value={values.valid_until_date}
          error={errors.valid_until_date}
          onChange={(value) => onChange({ valid_until_date: value }, 'immediate')}
        />
        <NumberField
          label={L.validity_days}
          description="Recomputed from the date when Valid Until changes"
          min={1}
          integer
          messages={{
            min: QUOTATION_MESSAGES.validityDaysPositive,
            integer: QUOTATION_MESSAGES.validityDaysWhole,
          }}
          step={1}
          value={values.validity_days}
          error={errors.validity_days}
          onChange={(value) => onChange({ validity_days: value }, 'typed')}
        />
        <QuotationDateInput
          label={L.deadline}
          value={values.deadline}
          error={errors.deadline}
          onChange={(value) => onChange({ deadline: value }, 'immediate')}
        />
      </Stack>
    </QuotationFormSection>
  );
}
