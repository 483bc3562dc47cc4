import { currencyDigits, PRIORITIES } from '@freight/domain';
import { Select, SimpleGrid, Stack, Textarea } from '@mantine/core';
import { useT } from '../../../shared/i18n/useT';
import { NumberField } from '../../../shared/ui/NumberField';
import { CurrencySelect } from '../../pricing/CurrencySelect';
import { QUOTATION_PRIORITY_MESSAGES } from '../quotationChoiceMessages';
import type { QuotationSectionProps } from './QuotationSectionProps';
import { quotationChoiceProps, quotationInputProps, quotationTextProps } from './quotationInputProps';

/** Project: description, estimated value with its currency, priority and notes. */
export function QuotationProjectFields(props: QuotationSectionProps) {
  const t = useT();
  const { values, onChange } = props;
  const priorities = PRIORITIES.map((value) => ({ value, label: t(QUOTATION_PRIORITY_MESSAGES[value]) }));
  return (
    <Stack gap="md">
      <Textarea {...quotationTextProps(props, 'project_description')} autosize minRows={3} maxRows={8} />
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <NumberField
          {...quotationInputProps(props, 'estimated_value')}
          min={0}
          maxDecimals={currencyDigits(values.currency)}
          messages={{ min: t('quotations.estimatedValueNegative') }}
          step={1}
          thousandSeparator
          value={values.estimated_value}
          onChange={(value) => onChange({ estimated_value: value }, 'quiet')}
        />
        <CurrencySelect
          {...quotationInputProps(props, 'currency')}
          value={values.currency}
          onChange={(value) => value && onChange({ currency: value }, 'now')}
        />
        <Select {...quotationChoiceProps(props, 'priority', priorities)} />
      </SimpleGrid>
      <Textarea {...quotationTextProps(props, 'notes')} autosize minRows={3} maxRows={10} />
    </Stack>
  );
}
