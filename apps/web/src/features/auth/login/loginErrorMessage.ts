import { AUTH_MESSAGES } from '@freight/domain';
import { apiErrorMessage } from '../../../shared/api/apiErrorMessage';

/**
 * The sentence the login form shows for a failed sign-in: the contract's own two sentences for a wrong
 * password and a deactivated account, otherwise what apiErrorMessage says (too many attempts, no connection).
 */
export function loginErrorMessage(error: unknown): string {
  return apiErrorMessage(error, 'Login failed', {
    UNAUTHENTICATED: AUTH_MESSAGES.invalidCredentials,
    FORBIDDEN: AUTH_MESSAGES.deactivated,
  });
}
