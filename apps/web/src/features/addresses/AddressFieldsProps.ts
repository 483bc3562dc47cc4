import type { FieldSaveState } from '../../shared/autosave/autosaveTypes';
import type { FieldConflictProps } from '../../shared/autosave/FieldConflict';
import type { AddressField, AddressFormErrors, AddressFormValues } from './addressFormValues';

/** What each section of the address form receives; the create screen passes no-op blur and no states. */
export interface AddressFieldsProps {
  values: AddressFormValues;
  errors: AddressFormErrors;
  /** Edits a field; `commit` marks a choice (select, checkbox) that is saved without waiting for a blur. */
  onChange: <K extends AddressField>(field: K, value: AddressFormValues[K], commit?: boolean) => void;
  onBlur: (field: AddressField) => void;
  saveStates: Partial<Record<AddressField, FieldSaveState>>;
  /** The edit screen's notice for a field a colleague changed too. */
  conflictAt?: (field: AddressField) => FieldConflictProps | undefined;
}
