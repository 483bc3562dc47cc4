import { z } from 'zod';
import { bodyObject } from '../shared/fields';

/** RFC 6238 as authenticator apps expect it: SHA-1, 6 digits, 30-second steps. */
export const TOTP_DIGITS = 6;
export const TOTP_PERIOD_SECONDS = 30;
/** Codes of one step before and after now are accepted, for clocks a little apart. */
export const TOTP_WINDOW = 1;
export const RECOVERY_CODE_COUNT = 10;
/** Ten characters shown as two groups of five (`k7q2m-x9d4p`). */
export const RECOVERY_CODE_LENGTH = 10;
export const RECOVERY_CODE_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

export const TWO_FACTOR_MESSAGES = {
  codeRequired: 'Enter the 6-digit code from your authenticator app',
  codeFormat: 'The code is the 6 digits your authenticator app shows',
  recoveryRequired: 'Enter one of your recovery codes',
  recoveryFormat: 'A recovery code has 10 letters and digits, like abcde-23456',
  invalidCode: 'That code is not valid. Check your authenticator app and try again.',
  invalidRecoveryCode: 'That recovery code is not valid or has already been used.',
  challengeExpired: 'Your sign-in took too long. Please enter your email and password again.',
  challengeInvalid: 'This sign-in link is not valid. Please enter your email and password again.',
  alreadyEnabled: 'Two-factor authentication is already on',
  notEnabled: 'Two-factor authentication is not on',
  setupMissing: 'Start the two-factor setup again: no setup is waiting for a code',
  passwordIncorrect: 'Password is incorrect',
  onlyAdminResets: 'Only an administrator can reset two-factor authentication',
  enabled: 'Two-factor authentication is on.',
  disabled: 'Two-factor authentication is off.',
  reset: 'Two-factor authentication was reset for this user.',
} as const;

/** What a person typed as a TOTP code, without spaces ('123 456' is read as '123456'). */
export function normalizeTotpCode(input: string): string {
  return input.replace(/\s+/g, '');
}

/** A recovery code as stored (before hashing): lower case, no spaces or hyphens. */
export function normalizeRecoveryCode(input: string): string {
  return input.toLowerCase().replace(/[\s-]+/g, '');
}

export function isTotpCode(input: string): boolean {
  return new RegExp(`^\\d{${TOTP_DIGITS}}$`).test(normalizeTotpCode(input));
}

export function isRecoveryCode(input: string): boolean {
  const code = normalizeRecoveryCode(input);
  return code.length === RECOVERY_CODE_LENGTH && [...code].every((c) => RECOVERY_CODE_ALPHABET.includes(c));
}

/** 'k7q2mx9d4p' → 'k7q2m-x9d4p', as recovery codes are shown and downloaded. */
export function formatRecoveryCode(code: string): string {
  const half = RECOVERY_CODE_LENGTH / 2;
  return `${code.slice(0, half)}-${code.slice(half)}`;
}

const totpCodeField = z
  .string({ error: TWO_FACTOR_MESSAGES.codeRequired })
  .max(20, TWO_FACTOR_MESSAGES.codeFormat)
  .refine((value) => normalizeTotpCode(value).length > 0, TWO_FACTOR_MESSAGES.codeRequired)
  .refine(
    (value) => normalizeTotpCode(value).length === 0 || isTotpCode(value),
    TWO_FACTOR_MESSAGES.codeFormat,
  )
  .transform(normalizeTotpCode);

/** The second sign-in step: the challenge from the password step and a TOTP code or a recovery code. */
export const loginTwoFactorSchema = bodyObject({
  challenge: z
    .string({ error: TWO_FACTOR_MESSAGES.challengeExpired })
    .min(1, TWO_FACTOR_MESSAGES.challengeExpired)
    .max(200, TWO_FACTOR_MESSAGES.challengeInvalid),
  code: z
    .string({ error: TWO_FACTOR_MESSAGES.codeRequired })
    .max(40, TWO_FACTOR_MESSAGES.codeFormat)
    .refine((value) => value.trim().length > 0, TWO_FACTOR_MESSAGES.codeRequired)
    .refine(
      (value) => value.trim().length === 0 || isTotpCode(value) || isRecoveryCode(value),
      TWO_FACTOR_MESSAGES.codeFormat,
    ),
});
export type LoginTwoFactor = z.input<typeof loginTwoFactorSchema>;

export const twoFactorStatusSchema = z.object({
  enabled: z.boolean(),
  enabled_at: z.string().nullable(),
  recovery_codes_left: z.number().int(),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>;

/** A new secret waiting for its first code: the QR image (a data URL) and the same secret as text. */
export const twoFactorSetupSchema = z.object({
  secret: z.string(),
  otpauth_url: z.string(),
  qr_code: z.string(),
});
export type TwoFactorSetup = z.infer<typeof twoFactorSetupSchema>;

export const twoFactorEnableSchema = bodyObject({ code: totpCodeField });

export const recoveryCodesSchema = z.object({ recovery_codes: z.array(z.string()) });
