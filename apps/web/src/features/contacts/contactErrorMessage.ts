import { apiErrorMessage } from '../../shared/api/apiErrorMessage';

/**
 * What to tell the user when a contacts call fails: the server's own words when it said something specific
 * (validation, duplicate, permission, not found, network or timeout), else the spec's fallback sentence.
 */
export function contactErrorMessage(error: unknown, fallback: string): string {
  return apiErrorMessage(error, fallback);
}
