import { isRecoveryCode, isTotpCode } from '@freight/domain';
import { type Translate, translate } from '../../../shared/i18n/useT';

/**
 * What is wrong with a typed sign-in code (an authenticator code or a recovery code), or undefined; said in the
 * active language unless a component passes its own `t`.
 */
export function twoFactorCodeProblem(
  typed: string,
  recovery: boolean,
  t: Translate = translate,
): string | undefined {
  if (!typed) return recovery ? t('twoFactor.recoveryRequired') : t('twoFactor.codeRequired');
  if (recovery) return isRecoveryCode(typed) ? undefined : t('twoFactor.recoveryFormat');
  return isTotpCode(typed) ? undefined : t('twoFactor.codeFormat');
}
