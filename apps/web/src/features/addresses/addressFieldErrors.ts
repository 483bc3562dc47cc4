import type { z } from 'zod';
import type { AddressField } from './addressFormValues';

export type AddressFormErrors = Partial<Record<AddressField, string>>;

/** The first message per field of a failed schema check ('required' comes before 'too long'). */
export function addressFieldErrors(error: z.ZodError): AddressFormErrors {
  const errors: AddressFormErrors = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '') as AddressField;
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}
