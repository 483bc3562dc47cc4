import { apiErrorMessage } from '../../shared/api/apiErrorMessage';
import { translate } from '../../shared/i18n/useT';

/**
 * What to tell the user when a cost item call fails: the server's own words when it said something specific
 * (validation, permission, not found, network), a plain sentence for a lost race, else `fallback`.
 */
export function costLineErrorMessage(error: unknown, fallback: string): string {
  return apiErrorMessage(error, fallback, { PRECONDITION_FAILED: translate('costLines.staleRace') });
}
