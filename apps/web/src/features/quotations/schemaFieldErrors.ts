import type { z } from 'zod';

/** The first message for each top-level field of a failed parse, e.g. {start_date: 'Date is required'}. */
export function schemaFieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '');
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}
