import type { WeightUnit } from '@freight/domain';
import { type MantineSpacing, SimpleGrid, TextInput, type TextInputProps } from '@mantine/core';
import { useT } from '../../../shared/i18n/useT';
import type { CargoLineFieldsProps } from './CargoLineFieldsProps';
import { QuantityInput } from './QuantityInput';
import { UnitNumberInput } from './UnitNumberInput';

interface NameAndQuantityProps extends CargoLineFieldsProps {
  spacing: MantineSpacing;
  /** How the name shows it is needed, and whether it takes the focus first. */
  nameProps: Partial<TextInputProps> & { 'data-autofocus'?: boolean };
}

/** A cargo line's name (two columns) and quantity, on one row. */
export function CargoLineNameAndQuantity({
  draft,
  errors,
  setField,
  spacing,
  nameProps,
}: NameAndQuantityProps) {
  const t = useT();
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing={spacing}>
      <TextInput
        label={t('cargoLines.name')}
        placeholder={t('cargoLines.namePlaceholder')}
        maxLength={255}
        style={{ gridColumn: 'span 2' }}
        {...nameProps}
        value={draft.name}
        error={errors.name}
        onChange={(event) => setField('name', event.currentTarget.value)}
      />
      <QuantityInput
        value={draft.quantity}
        error={errors.quantity}
        onChange={(value) => setField('quantity', value)}
      />
    </SimpleGrid>
  );
}

interface WeightInputProps extends CargoLineFieldsProps {
  units: readonly WeightUnit[];
  required?: boolean;
}

/** One piece's weight with its unit. */
export function CargoLineWeightInput({ draft, errors, setField, units, required }: WeightInputProps) {
  const t = useT();
  return (
    <UnitNumberInput
      label={t('cargoLines.weight')}
      required={required}
      step={0.01}
      value={draft.weight_value}
      onChange={(value) => setField('weight_value', value)}
      error={errors.weight_value}
      unit={draft.weight_unit}
      units={units}
      onUnitChange={(unit) => setField('weight_unit', unit)}
      unitLabel={t('cargoLines.weightUnit')}
    />
  );
}
