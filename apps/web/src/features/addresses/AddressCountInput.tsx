import { NumberInput } from '@mantine/core';
import type { AddressFieldsProps } from './AddressFieldsProps';
import { FieldSaveIndicator } from './FieldSaveIndicator';

interface AddressCountInputProps extends AddressFieldsProps {
  field: 'floor_number' | 'people_needed' | 'number_of_steps';
  label: string;
  min: number;
}

/** A whole-number delivery figure (floor, people, steps); blank means the default, 1. */
export function AddressCountInput({ field, label, min, ...props }: AddressCountInputProps) {
  return (
    <NumberInput
      label={label}
      min={min}
      max={field === 'floor_number' ? 1000 : 10_000}
      step={1}
      allowDecimal={false}
      allowNegative={min < 0}
      placeholder="1"
      value={props.values[field]}
      error={props.errors[field]}
      onChange={(value) => props.onChange(field, value)}
      onBlur={() => props.onBlur(field)}
      rightSection={
        props.saveStates[field] ? (
          <FieldSaveIndicator state={props.saveStates[field]} field={field} />
        ) : undefined
      }
    />
  );
}
