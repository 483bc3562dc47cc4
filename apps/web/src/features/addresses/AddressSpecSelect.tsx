import { Select } from '@mantine/core';
import { useT } from '../../shared/i18n/useT';
import type { AddressFieldsProps } from './AddressFieldsProps';
import type { AddressFormValues } from './addressFormValues';
import { addressInputProps } from './addressInputProps';

type ChoiceField = 'advance_notice_period' | 'elevator_capacity';

interface AddressSpecSelectProps<K extends ChoiceField> extends AddressFieldsProps {
  field: K;
  data: { value: string; label: string }[];
  toValue: (value: string) => AddressFormValues[K];
}

/** An optional choice of the Specifications dialog; clearing it stores '' (not chosen). */
export function AddressSpecSelect<K extends ChoiceField>({
  field,
  data,
  toValue,
  ...props
}: AddressSpecSelectProps<K>) {
  const t = useT();
  return (
    <Select
      {...addressInputProps(props, field)}
      placeholder={t('addresses.notSpecified')}
      data={data}
      clearable
      value={props.values[field] || null}
      onChange={(value) => props.onChange(field, toValue(value ?? ''), true)}
    />
  );
}
