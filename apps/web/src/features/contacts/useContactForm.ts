import { useCallback, useState } from 'react';
import type { z } from 'zod';
import type { ContactFormField, ContactFormValues } from './contactFormValues';

export type ContactFormErrors = Partial<Record<ContactFormField | string, string>>;

/**
 * State of a contact form. Validation runs the shared domain schema (the one the server runs), so the form
 * and the API always agree on what is valid; an error clears as soon as its field is edited.
 */
export function useContactForm(initial: ContactFormValues) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<ContactFormErrors>({});

  const setField = useCallback(<K extends ContactFormField>(field: K, value: ContactFormValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => {
      if (!(field in current)) return current;
      const { [field]: _cleared, ...rest } = current;
      return rest;
    });
  }, []);

  const validate = useCallback(<S extends z.ZodType>(schema: S, input: unknown): z.output<S> | null => {
    const result = schema.safeParse(input);
    if (result.success) return result.data;
    const next: ContactFormErrors = {};
    for (const issue of result.error.issues) {
      const field = String(issue.path[0] ?? '');
      // The first message per field is the most useful one (e.g. "required" before "too long").
      if (field && !next[field]) next[field] = issue.message;
    }
    setErrors(next);
    return null;
  }, []);

  const reset = useCallback((next: ContactFormValues) => {
    setValues(next);
    setErrors({});
  }, []);

  return { values, errors, setField, setErrors, validate, reset };
}
