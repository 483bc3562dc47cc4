import { fieldMessages as F } from '../shared/messages';

/** The longest e-mail address and password a sign-in takes (loginRequestSchema's limits). */
const LOGIN_LIMITS = { email: 320, password: 1024 } as const;

/** The sign-in form's fields and the message each shows, as the login form checks them before sending. */
export type LoginFieldErrors = Partial<Record<'email' | 'password', string>>;

/**
 * The messages loginRequestSchema would give for an e-mail and password, checked without zod so the login
 * page does not download the schema library. login-fields.test.ts holds the two to the same answers; the
 * server still parses with the schema.
 */
export function loginFieldErrors(values: { email: string; password: string }): LoginFieldErrors {
  const errors: LoginFieldErrors = {};
  const email = values.email.trim();
  if (email.length === 0) errors.email = F.required('Email');
  else if (email.length > LOGIN_LIMITS.email) errors.email = F.tooLong('Email', LOGIN_LIMITS.email);
  // Passwords keep their blanks: a password of spaces is still a password.
  if (values.password.length === 0) errors.password = F.required('Password');
  else if (values.password.length > LOGIN_LIMITS.password)
    errors.password = F.tooLong('Password', LOGIN_LIMITS.password);
  return errors;
}
