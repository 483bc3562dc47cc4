import { useCallback, useState } from 'react';
import type { BoxItemDraft } from './boxItemDraft';

export type BoxItemErrors = Partial<Record<keyof BoxItemDraft, string>>;

/** A box item form's values and field errors; editing a field clears its error. */
export function useBoxItemDraft(initial: () => BoxItemDraft) {
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<BoxItemErrors>({});

  const setField = useCallback(<K extends keyof BoxItemDraft>(field: K, value: BoxItemDraft[K]) => {
    setDraft((current) => ({ ...current, [field]: value }));
    setErrors((current) => {
      if (!(field in current)) return current;
      const { [field]: _cleared, ...rest } = current;
      return rest;
    });
  }, []);

  return { draft, errors, setErrors, setField };
}
