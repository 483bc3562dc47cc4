import { z } from 'zod';
import { bodyObject, textField } from '../shared/fields';
import { PASSWORD_RESET_MESSAGES } from './password-reset-messages';
import { newPasswordField, PASSWORD_MESSAGES } from './password-rules';

/** A reset link is valid this long after it was sent. */
export const RESET_LINK_MINUTES = 30;

const emailField = textField('Email', { max: 320, required: PASSWORD_RESET_MESSAGES.emailRequired }).pipe(
  z.email({ error: PASSWORD_RESET_MESSAGES.emailInvalid }),
);

/** POST /auth/forgot_password. */
export const forgotPasswordSchema = bodyObject({ email: emailField });

/** The same answer whatever the address, so it tells nobody which addresses have accounts. */
export const forgotPasswordResponseSchema = z.object({ message: z.string() });

/** GET /auth/password_reset/status: whether the login page offers reset by e-mail. */
export const passwordResetStatusSchema = z.object({ available: z.boolean() });

/** The new password's own checks (the one rule); the email rule needs the account, so the server adds it. */
const newPassword = newPasswordField();

/** POST /auth/reset_password: the token of the link, and the new password twice. */
export const resetPasswordSchema = bodyObject({
  token: textField('Reset link', { max: 200, required: PASSWORD_RESET_MESSAGES.invalidLink }),
  new_password: newPassword,
  confirm_password: z
    .string({ error: PASSWORD_MESSAGES.confirmRequired })
    .min(1, PASSWORD_MESSAGES.confirmRequired),
});
export type ResetPasswordRequest = z.input<typeof resetPasswordSchema>;

/** POST /users/{id}/temporary_password: an administrator's temporary password for a user. */
export const temporaryPasswordSchema = bodyObject({ password: newPassword });

/**
 * The reset form in the browser: the rules of Change Password (the account's email is unknown before the
 * link is used; the server checks that one) and a matching confirmation.
 */
export const resetPasswordFormSchema = z
  .object({
    new_password: z.string(),
    confirm_password: z.string().min(1, PASSWORD_MESSAGES.confirmRequired),
  })
  .superRefine((values, ctx) => {
    const problem = newPassword.safeParse(values.new_password).error?.issues[0]?.message;
    if (problem) ctx.addIssue({ code: 'custom', path: ['new_password'], message: problem });
    if (values.confirm_password && values.confirm_password !== values.new_password) {
      ctx.addIssue({ code: 'custom', path: ['confirm_password'], message: PASSWORD_MESSAGES.mismatch });
    }
  });
