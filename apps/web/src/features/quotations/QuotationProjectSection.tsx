import { CURRENCIES, type Currency, PRIORITIES, type Priority, QUOTATION_MESSAGES } from '@freight/domain';
import { Select, SimpleGrid, Stack, Textarea } from '@mantine/core';
import { NumberField } from '../../shared/ui/NumberField';
import { QuotationFormSection } from './QuotationFormSection';
import type { QuotationSectionProps } from './QuotationSectionProps';
import { quotationFieldLabels as L } from './quotationFieldLabels';

/** Project: description, estimated value with its currency, priority and notes. */
export function QuotationProjectSection({ values, errors, onChange }: QuotationSectionProps) {
  return (
    <QuotationFormSection title="Project" description="What is being shipped and what it is worth.">
      <Stack gap="md">
        <Textarea
          label={L.project_description}
          autosize
          minRows={3}
          maxRows={8}
          value={values.project_description}
          error={errors.project_description}
          onChange={(e) => onChange({ project_description: e.currentTarget.value }, 'typed')}
        />
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <NumberField
            label={L.estimated_value}
            min={0}
            maxDecimals={2}
            messages={{ min: QUOTATION_MESSAGES.estimatedValueNegative }}
            step={1}
            thousandSeparator
            value={values.estimated_value}
            error={errors.estimated_value}
            onChange={(value) => onChange({ estimated_value: value }, 'typed')}
          />
          <Select
            label={L.currency}
            data={CURRENCIES}
            allowDeselect={false}
            value={values.currency}
            error={errors.currency}
            onChange={(value) => value && onChange({ currency: value as Currency }, 'immediate')}
          />
          <Select
            label={L.priority}
            data={PRIORITIES}
            allowDeselect={false}
            value={values.priority}
            error={errors.priority}
            onChange={(value) => value && onChange({ priority: value as Priority }, 'immediate')}
          />
        </SimpleGrid>
        <Textarea
          label={L.notes}
          autosize
          minRows={3}
          maxRows={10}
          value={values.notes}
          error={errors.notes}
          onChange={(e) => onChange({ notes: e.currentTarget.value }, 'typed')}
        />
      </Stack>
    </QuotationFormSection>
  );
}
