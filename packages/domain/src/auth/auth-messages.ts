// Kept apart from the auth schemas, without zod, so the login page reads them without the schema library.

export const AUTH_MESSAGES = {
  invalidCredentials: 'Invalid email or password',
  deactivated: 'Account is deactivated',
  tooManyAttempts: 'Too many failed sign-in attempts. Please wait a few minutes and try again.',
  notSignedIn: 'Not signed in',
} as const;
