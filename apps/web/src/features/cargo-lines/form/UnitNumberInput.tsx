import { NativeSelect } from '@mantine/core';
import { NumberField } from '../../../shared/ui/NumberField';

interface UnitNumberInputProps<U extends string> {
  label: string;
  value: number | string;
  onChange: (value: number | string) => void;
  unit: U;
  units: readonly U[];
  onUnitChange: (unit: U) => void;
  /** Accessible name of the unit picker, e.g. 'Weight unit'. */
  unitLabel: string;
  step: number;
  error?: string;
  required?: boolean;
  placeholder?: string;
  description?: string;
}

/** A non-negative number with its unit picked inside the same field, as units belong to the figure. */
export function UnitNumberInput<U extends string>({
  label,
  value,
  onChange,
  unit,
  units,
  onUnitChange,
  unitLabel,
  step,
  error,
  required,
  placeholder,
  description,
}: UnitNumberInputProps<U>) {
  return (
    <NumberField
      label={label}
      description={description}
      placeholder={placeholder ?? '0'}
      required={required}
      min={0}
      step={step}
      thousandSeparator
      value={value}
      onChange={onChange}
      error={error}
      rightSectionWidth={92}
      // The unit picker sits inside the field and must take clicks (sections ignore them by default).
      rightSectionPointerEvents="all"
      rightSection={
        <NativeSelect
          aria-label={unitLabel}
          data={[...units]}
          value={unit}
          onChange={(event) => onUnitChange(event.currentTarget.value as U)}
          rightSectionWidth={26}
          styles={{
            input: {
              fontWeight: 500,
              width: 92,
              marginRight: -2,
              borderTopLeftRadius: 0,
              borderBottomLeftRadius: 0,
              background: 'var(--app-surface-subtle)',
            },
          }}
        />
      }
    />
  );
}
