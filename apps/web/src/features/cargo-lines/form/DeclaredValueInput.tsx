import { currencyDigits } from '@freight/domain';
import { Group } from '@mantine/core';
import { useT } from '../../../shared/i18n/useT';
import { NumberField } from '../../../shared/ui/NumberField';
import { CurrencySelect } from '../../pricing/CurrencySelect';
import type { CargoLineFieldsProps } from './CargoLineFieldsProps';

/**
 * The declared value of one piece and its currency, as both box item forms ask: any ISO 4217 currency, the
 * company's favourites first, the value taking that currency's decimals.
 */
export function DeclaredValueInput({ draft, errors, setField }: CargoLineFieldsProps) {
  const t = useT();
  const digits = currencyDigits(draft.declared_value_currency);
  return (
    <Group grow align="flex-start" gap="sm" wrap="nowrap">
      <NumberField
        label={t('cargoLines.declaredValue')}
        placeholder={(0).toFixed(digits)}
        min={0}
        step={1}
        thousandSeparator
        value={draft.declared_value_amount}
        onChange={(value) => setField('declared_value_amount', value)}
        error={errors.declared_value_amount}
      />
      <CurrencySelect
        label={t('cargoLines.declaredValueCurrency')}
        value={draft.declared_value_currency}
        onChange={(currency) => currency && setField('declared_value_currency', currency)}
        error={errors.declared_value_currency}
      />
    </Group>
  );
}
