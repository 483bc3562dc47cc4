import type { AddressFormErrors } from './addressFieldErrors';
import type { AddressField, AddressFormValues } from './addressFormValues';
import type { FieldSaveState } from './FieldSaveIndicator';

/** What each section of the address form receives; the create screen passes no-op blur and no states. */
export interface AddressFieldsProps {
  values: AddressFormValues;
  errors: AddressFormErrors;
  /** Edits a field; `commit` marks a choice (select, checkbox) that is saved without waiting for a blur. */
  onChange: <K extends AddressField>(field: K, value: AddressFormValues[K], commit?: boolean) => void;
  onBlur: (field: AddressField) => void;
  saveStates: Partial<Record<AddressField, FieldSaveState>>;
}
