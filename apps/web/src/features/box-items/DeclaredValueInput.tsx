import type { BoxItemChoices, Currency } from '@freight/domain';
import type { BoxItemFieldsProps } from './BoxItemFieldsProps';
import { UnitNumberInput } from './UnitNumberInput';

interface DeclaredValueInputProps extends BoxItemFieldsProps {
  currencies: BoxItemChoices['currencies'];
}

/** The declared value of one piece with its currency picked inside the field, as both box item forms ask. */
export function DeclaredValueInput({ draft, errors, setField, currencies }: DeclaredValueInputProps) {
  return (
    <UnitNumberInput
      label="Declared value"
      placeholder="0.00"
      step={0.01}
      value={draft.declared_value_amount}
      onChange={(value) => setField('declared_value_amount', value)}
      error={errors.declared_value_amount}
      unit={draft.declared_value_currency}
      units={currencies}
      onUnitChange={(currency) => setField('declared_value_currency', currency as Currency)}
      unitLabel="Declared value currency"
    />
  );
}
