import { apiErrorMessage } from '../../../shared/api/apiErrorMessage';
import { translate } from '../../../shared/i18n/useT';

/**
 * The sentence the login form shows for a failed sign-in, in the reader's language: the contract's own two
 * sentences for a wrong password and a deactivated account (AUTH_MESSAGES, paired in loginErrorMessage.test.ts),
 * otherwise what apiErrorMessage says (too many attempts, no connection).
 */
export function loginErrorMessage(error: unknown): string {
  return apiErrorMessage(error, translate('login.failed'), {
    UNAUTHENTICATED: translate('login.invalidCredentials'),
    FORBIDDEN: translate('login.deactivated'),
  });
}
