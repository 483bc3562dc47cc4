import { describe, expect, it } from 'vitest';
import { loginRequestSchema } from './auth';
import { loginFieldErrors } from './login-fields';

/** What the schema says about each field, first message per field, as the login form shows them. */
function schemaErrors(values: { email: string; password: string }) {
  const parsed = loginRequestSchema.safeParse(values);
  const errors: Record<string, string> = {};
  if (!parsed.success)
    for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= issue.message;
  return errors;
}

describe('loginFieldErrors', () => {
  const cases = [
    { email: '', password: '' },
    { email: '   ', password: 'secret' },
    { email: 'ana.lópez@example.es', password: '' },
    { email: 'fatima@example.com', password: '   ' },
    { email: `${'a'.repeat(321)}`, password: 'x'.repeat(1025) },
    { email: ` ${'a'.repeat(320)} `, password: 'x'.repeat(1024) },
    { email: 'محمد@example.com', password: 'كلمة' },
  ];
  it.each(cases)('answers what loginRequestSchema answers for %j', (values) => {
    expect(loginFieldErrors(values)).toEqual(schemaErrors(values));
  });

  it('names the missing fields', () => {
    expect(loginFieldErrors({ email: '', password: '' })).toEqual({
      email: 'Email is required',
      password: 'Password is required',
    });
  });
});
