import { ApiError, type ApiErrorCode } from './ApiError';

/**
 * Whether a failed call carries one of these error codes. Screens branch on the code, never on the HTTP
 * status: the code is what the contract promises (`ERROR_CODES` in @freight/domain).
 */
export function hasErrorCode(error: unknown, ...codes: ApiErrorCode[]): error is ApiError {
  return ApiError.is(error) && codes.includes(error.code);
}
