import { ApiError } from '../../shared/api/ApiError';

/**
 * What to tell the user when a contacts call fails: the server's own words when it said something specific
 * (validation, duplicate, permission, not found, network or timeout), else the spec's fallback sentence.
 * Unreadable or 5xx answers get the fallback, since their text means nothing to a user.
 */
export function contactErrorMessage(error: unknown, fallback: string): string {
  if (!ApiError.is(error)) return fallback;
  if (error.code === 'HTTP_ERROR' || error.code === 'BAD_RESPONSE') return fallback;
  if (error.status >= 500) return fallback;
  return error.message || fallback;
}
