import type { z } from 'zod';

/** The first message of each field of a failed parse, by its full path: `breaks.1.rate`, `carrier`. */
export function fieldErrorsByPath(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const path = issue.path.map(String).join('.');
    if (path && !errors[path]) errors[path] = issue.message;
  }
  return errors;
}
