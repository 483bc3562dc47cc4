import { conflictContainer } from '../../shared/autosave/FieldConflict';
import { FieldSaveIndicator } from '../../shared/autosave/FieldSaveIndicator';
import { translate } from '../../shared/i18n/useT';
import type { AddressFieldsProps } from './AddressFieldsProps';
import { addressMessage, addressWords } from './addressCountryHints';
import { addressFieldLabels } from './addressFieldLabels';
import type { AddressField } from './addressFormValues';

/**
 * An address input's label, message, save mark and conflict notice (the notice right under the input), in the
 * active language: the section drawing it reads `useT()`, so it is drawn again when the language changes.
 */
export function addressInputProps(props: AddressFieldsProps, field: AddressField) {
  const state = props.saveStates[field];
  const error = props.errors[field];
  return {
    label: translate(addressFieldLabels[field]),
    error: error ? addressMessage(error, addressWords()) : undefined,
    rightSection: state ? <FieldSaveIndicator state={state} field={field} /> : undefined,
    inputContainer: conflictContainer(props.conflictAt?.(field)),
  };
}
