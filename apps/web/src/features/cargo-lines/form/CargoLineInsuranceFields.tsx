import { Checkbox, Group, Stack } from '@mantine/core';
import { NumberField } from '../../../shared/ui/NumberField';
import { CurrencySelect } from '../../pricing/CurrencySelect';
import type { CargoLineFieldsProps } from './CargoLineFieldsProps';

/** Insurance yes/no; the insured value and its currency appear only when insurance is required. */
export function CargoLineInsuranceFields({ draft, errors, setField }: CargoLineFieldsProps) {
  return (
    <Stack gap="sm">
      <Checkbox
        label="Insurance required"
        description="Cover this item for loss or damage in transit."
        checked={draft.insurance_required}
        onChange={(event) => setField('insurance_required', event.currentTarget.checked)}
      />
      {draft.insurance_required && (
        <Group grow align="flex-start" gap="sm" pl={32}>
          <NumberField
            label="Insurance value"
            min={0}
            step={0.01}
            thousandSeparator
            placeholder="0.00"
            value={draft.insurance_value}
            error={errors.insurance_value}
            onChange={(value) => setField('insurance_value', value)}
          />
          <CurrencySelect
            label="Insurance currency"
            value={draft.insurance_currency}
            error={errors.insurance_currency}
            onChange={(currency) => currency && setField('insurance_currency', currency)}
          />
        </Group>
      )}
    </Stack>
  );
}
