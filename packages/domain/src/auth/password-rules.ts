import { z } from 'zod';
import { bodyObject, textField } from '../shared/fields';

export const MIN_PASSWORD_LENGTH = 12;
export const MAX_PASSWORD_LENGTH = 1024;

/** What the Change Password form and the server say about a new password. */
export const PASSWORD_MESSAGES = {
  currentRequired: 'Current password is required',
  currentIncorrect: 'Current password is incorrect',
  newRequired: 'New password is required',
  tooShort: `New password must be at least ${MIN_PASSWORD_LENGTH} characters`,
  tooLong: `New password can be at most ${MAX_PASSWORD_LENGTH} characters`,
  sameAsEmail: 'New password must not be your email address',
  sameAsCurrent: 'New password must be different from your current password',
  confirmRequired: 'Please confirm your new password',
  mismatch: 'Passwords do not match',
  changed: 'Password updated. You have been signed out on every other device.',
} as const;

/**
 * Why a new password is refused, or null when it is fine: at least 12 characters, and not the account's
 * email in any case (the first thing a guesser tries). Length counts characters as people see them.
 */
export function newPasswordProblem(password: string, email: string): string | null {
  if (password.length === 0) return PASSWORD_MESSAGES.newRequired;
  if (Array.from(password).length < MIN_PASSWORD_LENGTH) return PASSWORD_MESSAGES.tooShort;
  if (password.length > MAX_PASSWORD_LENGTH) return PASSWORD_MESSAGES.tooLong;
  if (password.trim().toLowerCase() === email.trim().toLowerCase()) return PASSWORD_MESSAGES.sameAsEmail;
  return null;
}

/** The messages a form words the length rule in: Change Password and the reset say "New password", Add User "Password". */
export interface PasswordRuleMessages {
  required: string;
  tooShort: string;
  tooLong: string;
}

/**
 * The one rule for a password someone chooses, wherever it is set (Change Password, the reset link, a temporary
 * password, Add User): 12 to 1024 characters, counted as people see them, blanks kept. The e-mail rule needs
 * the account, so the server adds it with `newPasswordProblem`.
 */
export function newPasswordField(
  messages: PasswordRuleMessages = {
    required: PASSWORD_MESSAGES.newRequired,
    tooShort: PASSWORD_MESSAGES.tooShort,
    tooLong: PASSWORD_MESSAGES.tooLong,
  },
) {
  return z
    .string({ error: messages.required })
    .min(1, messages.required)
    .refine((value) => Array.from(value).length >= MIN_PASSWORD_LENGTH, messages.tooShort)
    .refine((value) => value.length <= MAX_PASSWORD_LENGTH, messages.tooLong);
}

const currentPasswordField = textField('Current password', {
  max: MAX_PASSWORD_LENGTH,
  required: PASSWORD_MESSAGES.currentRequired,
  trim: false,
});

/** POST /auth/password. The email rule needs the account, so the server checks it with `newPasswordProblem`. */
export const passwordChangeSchema = bodyObject({
  current_password: currentPasswordField,
  new_password: newPasswordField(),
});
export type PasswordChange = z.input<typeof passwordChangeSchema>;

export const passwordChangeResponseSchema = z.object({
  /** How many other sessions of the user were ended. */
  ended_sessions: z.number().int(),
});

/** The web form: the server's rules, the email rule for the signed-in account, and a matching confirmation. */
export function passwordChangeFormSchema(email: string) {
  return z
    .object({
      current_password: z.string().min(1, PASSWORD_MESSAGES.currentRequired),
      new_password: z.string(),
      confirm_password: z.string().min(1, PASSWORD_MESSAGES.confirmRequired),
    })
    .superRefine((values, ctx) => {
      const problem = newPasswordProblem(values.new_password, email);
      if (problem) ctx.addIssue({ code: 'custom', path: ['new_password'], message: problem });
      else if (values.new_password === values.current_password) {
        ctx.addIssue({ code: 'custom', path: ['new_password'], message: PASSWORD_MESSAGES.sameAsCurrent });
      }
      if (values.confirm_password && values.confirm_password !== values.new_password) {
        ctx.addIssue({ code: 'custom', path: ['confirm_password'], message: PASSWORD_MESSAGES.mismatch });
      }
    });
}

/** The password that confirms a sensitive change (turning two-factor sign-in off). */
export const passwordConfirmSchema = bodyObject({
  password: textField('Password', { max: MAX_PASSWORD_LENGTH, required: true, trim: false }),
});
