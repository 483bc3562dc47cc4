import type { z } from 'zod';

/**
 * The first message for each top-level field of a failed parse, e.g. {start_date: 'Date is required'}; the
 * first is the one to show ('required' comes before 'too long').
 */
export function schemaFieldErrors<K extends string = string>(error: z.ZodError): Partial<Record<K, string>> {
  const errors: Partial<Record<K, string>> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '') as K;
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}
