import { Select } from '@mantine/core';
import type { AddressFieldsProps } from './AddressFieldsProps';
import type { AddressFormValues } from './addressFormValues';
import { FieldSaveIndicator } from './FieldSaveIndicator';

type ChoiceField = 'advance_notice_period' | 'elevator_capacity';

interface AddressSpecSelectProps<K extends ChoiceField> extends AddressFieldsProps {
  field: K;
  label: string;
  data: { value: string; label: string }[];
  toValue: (value: string) => AddressFormValues[K];
}

/** An optional choice of the Specifications dialog; clearing it stores '' (not chosen). */
export function AddressSpecSelect<K extends ChoiceField>({
  field,
  label,
  data,
  toValue,
  ...props
}: AddressSpecSelectProps<K>) {
  return (
    <Select
      label={label}
      placeholder="Not specified"
      data={data}
      clearable
      value={props.values[field] || null}
      error={props.errors[field]}
      onChange={(value) => props.onChange(field, toValue(value ?? ''), true)}
      rightSection={
        props.saveStates[field] ? (
          <FieldSaveIndicator state={props.saveStates[field]} field={field} />
        ) : undefined
      }
    />
  );
}
