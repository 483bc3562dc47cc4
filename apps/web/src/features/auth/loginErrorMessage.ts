import { AUTH_MESSAGES } from '@freight/domain';
import { ApiError } from '../../shared/api/ApiError';

/** The sentence the login form shows for a failed sign-in. */
export function loginErrorMessage(error: unknown): string {
  if (!ApiError.is(error)) return 'Login failed';
  switch (error.status) {
    case 401:
      return AUTH_MESSAGES.invalidCredentials;
    case 403:
      return AUTH_MESSAGES.deactivated;
    default:
      // 429 (too many attempts), validation and connection failures: the message already says what to do.
      return error.message || 'Login failed';
  }
}
