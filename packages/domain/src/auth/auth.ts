import { z } from 'zod';
import { permissionNameSchema } from '../permissions/permissions';
import { bodyObject, booleanField, textField } from '../shared/fields';
import { userSchema } from '../users/user';

export const loginRequestSchema = bodyObject({
  email: textField('Email', { max: 320, required: true }),
  password: textField('Password', { max: 1024, required: true, trim: false }),
  remember: booleanField('Remember sign in details').optional().default(false),
});
export type LoginRequest = z.input<typeof loginRequestSchema>;

const permissionMapSchema = z.record(z.string(), z.array(permissionNameSchema));

/** The password step's answer when the account has two-factor sign-in on: no session yet. */
const twoFactorChallengeSchema = z.object({
  two_factor_required: z.literal(true),
  /** Short-lived and single-purpose: it only lets this second step be tried. */
  challenge: z.string(),
  expires_at: z.string(),
});

const loginSuccessSchema = z.object({ user: userSchema });
/** Signed in (`{user}` and a cookie), or a second step is needed first (`{two_factor_required, challenge}`). */
export const loginResponseSchema = z.union([loginSuccessSchema, twoFactorChallengeSchema]);
export const meResponseSchema = z.object({
  user: userSchema,
  permissions: permissionMapSchema,
  /** Signed in with a temporary password: nothing but Change Password (and sign-out) works until it is changed. */
  must_change_password: z.boolean().optional(),
});
export type MeResponse = z.infer<typeof meResponseSchema>;
/** The session a page starts with: as `/auth/me` when signed in, `{user: null}` when signed out (not a 401). */
export const sessionResponseSchema = z.union([meResponseSchema, z.object({ user: z.null() })]);
