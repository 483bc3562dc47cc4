import { apiErrorMessage, apiErrorReason } from '../../shared/api/apiErrorMessage';

/**
 * What to show when a note call fails: the server's words about the input (validation, a refused file), the
 * general sentence ('Failed to create note. Please try again.') for everything else. The AI service's own
 * failures ('API request failed: ...', 'not configured') are told as the server words them.
 */
export function noteErrorMessage(error: unknown, fallback: string): string {
  return apiErrorMessage(error, fallback, { SERVICE_UNAVAILABLE: apiErrorReason(error, fallback) });
}
