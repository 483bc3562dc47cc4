import type { ChangeEvent } from 'react';
import type { AddressFieldsProps } from './AddressFieldsProps';
import type { AddressField } from './addressFormValues';
import { FieldSaveIndicator } from './FieldSaveIndicator';

type TextField = {
  [K in AddressField]: AddressFieldsProps['values'][K] extends string ? K : never;
}[AddressField];

/** The value, error, change and blur wiring and save mark of a text field (TextInput or Textarea). */
export function addressTextProps(props: AddressFieldsProps, field: TextField) {
  return {
    name: field,
    value: props.values[field],
    error: props.errors[field],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      props.onChange(field, event.currentTarget.value),
    onBlur: () => props.onBlur(field),
    rightSection: <FieldSaveIndicator state={props.saveStates[field]} field={field} />,
  };
}
