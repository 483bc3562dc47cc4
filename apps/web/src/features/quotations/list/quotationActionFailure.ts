import { apiErrorReason } from '../../../shared/api/apiErrorMessage';
import { hasErrorCode } from '../../../shared/api/hasErrorCode';
import { translate } from '../../../shared/i18n/useT';

/** A list action lost a race: the list reloads, and the user tries again on what is now stored. */
/** Why a quotation list action (approve, duplicate, delete) failed, for the red notification. */
export function quotationActionFailure(error: unknown): string {
  if (hasErrorCode(error, 'PRECONDITION_FAILED')) return translate('quotations.staleInList');
  return apiErrorReason(error, translate('common.tryAgain'));
}
