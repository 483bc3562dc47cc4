import type { z } from 'zod';

/**
 * What a schema says about `input`, field by field: `{ 'path.to.field': message }`, empty when it passes. The
 * validation tests compare it whole, so a message that appears, moves or changes wording fails them.
 */
export function fieldErrorsOf(schema: z.ZodType, input: unknown): Record<string, string> {
  return Object.fromEntries(
    (schema.safeParse(input).error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
  );
}

/**
 * A validation test's `fieldErrors(input)`: `fieldErrorsOf` against the schema the tests are about (a create
 * body, say), or against another one a test names (the update body).
 */
export function fieldErrorsAgainst(mainSchema: z.ZodType) {
  return (input: unknown, schema: z.ZodType = mainSchema) => fieldErrorsOf(schema, input);
}
