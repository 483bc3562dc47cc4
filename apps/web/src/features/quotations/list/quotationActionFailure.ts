import { apiErrorReason } from '../../../shared/api/apiErrorMessage';
import { hasErrorCode } from '../../../shared/api/hasErrorCode';

/** A list action lost a race: the list reloads, and the user tries again on what is now stored. */
const STALE_QUOTATION_IN_LIST =
  'This quotation was changed by someone else. The list has been refreshed; please try again.';

/** Why a quotation list action (approve, duplicate, delete) failed, for the red notification. */
export function quotationActionFailure(error: unknown): string {
  if (hasErrorCode(error, 'PRECONDITION_FAILED')) return STALE_QUOTATION_IN_LIST;
  return apiErrorReason(error, 'Please try again.');
}
