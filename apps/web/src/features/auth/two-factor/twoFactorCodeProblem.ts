import { isRecoveryCode, isTotpCode, TWO_FACTOR_MESSAGES } from '@freight/domain';

/** What is wrong with a typed sign-in code (an authenticator code or a recovery code), or undefined. */
export function twoFactorCodeProblem(typed: string, recovery: boolean): string | undefined {
  if (!typed) return recovery ? TWO_FACTOR_MESSAGES.recoveryRequired : TWO_FACTOR_MESSAGES.codeRequired;
  if (recovery) return isRecoveryCode(typed) ? undefined : TWO_FACTOR_MESSAGES.recoveryFormat;
  return isTotpCode(typed) ? undefined : TWO_FACTOR_MESSAGES.codeFormat;
}
