import { Checkbox, Group, Stack } from '@mantine/core';
import { useT } from '../../../shared/i18n/useT';
import { NumberField } from '../../../shared/ui/NumberField';
import { CurrencySelect } from '../../pricing/CurrencySelect';
import type { CargoLineFieldsProps } from './CargoLineFieldsProps';

/** Insurance yes/no; the insured value and its currency appear only when insurance is required. */
export function CargoLineInsuranceFields({ draft, errors, setField }: CargoLineFieldsProps) {
  const t = useT();
  return (
    <Stack gap="sm">
      <Checkbox
        label={t('cargoLines.insuranceRequired')}
        description={t('cargoLines.insuranceDescription')}
        checked={draft.insurance_required}
        onChange={(event) => setField('insurance_required', event.currentTarget.checked)}
      />
      {draft.insurance_required && (
        <Group grow align="flex-start" gap="sm" pl={32}>
          <NumberField
            label={t('cargoLines.insuranceValue')}
            min={0}
            step={0.01}
            thousandSeparator
            placeholder="0.00"
            value={draft.insurance_value}
            error={errors.insurance_value}
            onChange={(value) => setField('insurance_value', value)}
          />
          <CurrencySelect
            label={t('cargoLines.insuranceCurrency')}
            value={draft.insurance_currency}
            error={errors.insurance_currency}
            onChange={(currency) => currency && setField('insurance_currency', currency)}
          />
        </Group>
      )}
    </Stack>
  );
}
