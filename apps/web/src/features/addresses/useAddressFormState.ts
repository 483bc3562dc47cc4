import { useCallback, useState } from 'react';
import {
  type AddressField,
  type AddressFormErrors,
  type AddressFormValues,
  addressFormValues,
} from './addressFormValues';

/** The create screen's values and errors; editing a field clears its error. */
export function useAddressFormState() {
  const [values, setValues] = useState(() => addressFormValues());
  const [errors, setErrors] = useState<AddressFormErrors>({});

  const change = useCallback(<K extends AddressField>(field: K, value: AddressFormValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors(({ [field]: _cleared, ...rest }) => rest as AddressFormErrors);
  }, []);

  return { values, errors, setErrors, change };
}
