import { useRef, useState } from 'react';
import type { z } from 'zod';
import { ApiError } from '../../shared/api/ApiError';
import { focusFirstInvalid } from '../../shared/forms/focusFirstInvalid';
import { schemaFieldErrors } from '../../shared/forms/schemaFieldErrors';

/** True when a failed call's message belongs above the form: it has no field to show it under. */
export function isFormLevelError(error: unknown): boolean {
  return error != null && !(ApiError.is(error) && Object.keys(error.fields).length > 0);
}

/**
 * The state the password forms share (Change Password, the reset link's page, the temporary password's
 * 'Choose a new password'): values and their messages, checked with the domain's schema before sending, the
 * server's field messages shown under their fields, the first wrong field focused, a message cleared as soon as
 * its field is edited.
 */
export function usePasswordForm<Field extends string>(empty: Record<Field, string>) {
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  const setField = (name: Field, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: undefined }));
  };

  /** The domain's check of what was typed: false (messages shown, first field focused) when it fails. */
  const validate = (schema: z.ZodType): boolean => {
    const parsed = schema.safeParse(values);
    if (parsed.success) {
      setErrors({});
      return true;
    }
    setErrors(schemaFieldErrors<Field>(parsed.error));
    focusFirstInvalid(formRef.current);
    return false;
  };

  /** A refused call's field messages, under their fields. */
  const showServerErrors = (error: unknown) => {
    if (isFormLevelError(error) || !ApiError.is(error)) return;
    setErrors(error.fields as Partial<Record<Field, string>>);
    focusFirstInvalid(formRef.current);
  };

  return { formRef, values, errors, setField, validate, showServerErrors, clear: () => setValues(empty) };
}
