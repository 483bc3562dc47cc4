// Kept apart from the reset schemas, without zod, so the login page reads them without the schema library.

/** What the forgot-password and reset-password screens and the server say. */
export const PASSWORD_RESET_MESSAGES = {
  requested: 'If an account exists for that address, we have sent a link to reset its password.',
  unavailable:
    'Password reset by e-mail is not available. Please ask an administrator to set a temporary password.',
  invalidLink: 'This reset link is invalid or has expired.',
  tooManyRequests: 'Too many password reset requests. Please wait a few minutes and try again.',
  done: 'Your password has been changed. Please sign in.',
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  changeRequired: 'Please choose a new password before you continue.',
  onlyAdminSets: 'Only an administrator can set a temporary password',
  notYourOwn: 'Use Change Password in Settings to change your own password',
  temporarySet: 'Temporary password set. They must choose a new one when they next sign in.',
} as const;
