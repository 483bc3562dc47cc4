import { conflictContainer } from '../../shared/autosave/FieldConflict';
import { FieldSaveIndicator } from '../../shared/autosave/FieldSaveIndicator';
import type { AddressFieldsProps } from './AddressFieldsProps';
import { addressFieldLabels } from './addressFieldLabels';
import type { AddressField } from './addressFormValues';

/** An address input's label, message, save mark and conflict notice (the notice right under the input). */
export function addressInputProps(props: AddressFieldsProps, field: AddressField) {
  const state = props.saveStates[field];
  return {
    label: addressFieldLabels[field],
    error: props.errors[field],
    rightSection: state ? <FieldSaveIndicator state={state} field={field} /> : undefined,
    inputContainer: conflictContainer(props.conflictAt?.(field)),
  };
}
