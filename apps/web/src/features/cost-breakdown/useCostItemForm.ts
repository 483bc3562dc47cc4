import type { CostItemFormValues } from '@freight/domain';
import { useCallback, useState } from 'react';
import { applyCostFormChange } from './applyCostFormChange';

export type CostItemFormErrors = Partial<Record<keyof CostItemFormValues | string, string>>;

/** State of the cost item modal; a field's server error clears as soon as the field is edited. */
export function useCostItemForm(initial: CostItemFormValues, currency: string) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<CostItemFormErrors>({});

  const setField = useCallback(
    <K extends keyof CostItemFormValues>(field: K, value: CostItemFormValues[K]) => {
      setValues((current) => applyCostFormChange(current, field, value, currency));
      setErrors((current) => {
        if (!(field in current)) return current;
        const { [field]: _cleared, ...rest } = current;
        return rest;
      });
    },
    [currency],
  );

  return { values, errors, setErrors, setField };
}
