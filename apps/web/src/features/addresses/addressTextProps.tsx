import type { ChangeEvent } from 'react';
import type { AddressFieldsProps } from './AddressFieldsProps';
import type { AddressField } from './addressFormValues';
import { addressInputProps } from './addressInputProps';

export type AddressTextField = {
  [K in AddressField]: AddressFieldsProps['values'][K] extends string ? K : never;
}[AddressField];

/** Everything a text field (TextInput or Textarea) takes: value, change and blur, and addressInputProps. */
export function addressTextProps(props: AddressFieldsProps, field: AddressTextField) {
  return {
    ...addressInputProps(props, field),
    name: field,
    value: props.values[field],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      props.onChange(field, event.currentTarget.value),
    onBlur: () => props.onBlur(field),
  };
}
