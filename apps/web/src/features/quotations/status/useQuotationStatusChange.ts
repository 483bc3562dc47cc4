import {
  type LostReasonInput,
  type QuotationStatus,
  type QuotationWithAddresses,
  quotationsApi,
} from '@freight/domain';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/apiClient';
import { apiErrorReason } from '../../../shared/api/apiErrorMessage';
import { hasErrorCode } from '../../../shared/api/hasErrorCode';
import { quotationKeys } from '../../../shared/api/queryKeys';
import { resendIfUntouched } from '../../../shared/forms/resendIfUntouched';
import { translate } from '../../../shared/i18n/useT';
import { useUpdateQuotation } from '../data/useUpdateQuotation';

/**
 * The detail page's status changes (dropdown and next-step button): PUT {status} based on the version on
 * screen. If someone saved the quotation meanwhile (412), the pick is sent again on their version when they
 * left the status alone; when they changed the status too, the page loads theirs and says so, rather than
 * applying a decision made on stale information.
 */
export function useQuotationStatusChange(quotation: QuotationWithAddresses) {
  const update = useUpdateQuotation();
  const queryClient = useQueryClient();

  /** `lost` carries the lost reason a move to Cancelled needs. */
  const changeStatus = (status: QuotationStatus, lost: LostReasonInput = {}) => {
    // Choosing the status it already has does nothing.
    if (status === quotation.status) return;
    const changes = { status, ...lost };
    // No success toast: the header's own dropdown and button already show the new status, and a toast
    // would sit over those very buttons (top right) while the user clicks through the workflow.
    void resendIfUntouched({
      send: (version = quotation.version) => update.mutateAsync({ id: quotation.id, changes, version }),
      load: () => callApi(quotationsApi.get, { params: { id: quotation.id } }),
      untouched: (latest) => latest.status === quotation.status,
    }).catch(failed);
  };

  function failed(error: unknown) {
    const stale = hasErrorCode(error, 'PRECONDITION_FAILED');
    notifications.show({
      color: stale ? 'orange' : 'red',
      title: stale
        ? translate('quotations.changedBySomeoneElse')
        : translate('quotations.statusUpdateFailed'),
      message: stale
        ? translate('quotations.latestLoadedChooseAgain')
        : apiErrorReason(error, translate('common.tryAgain')),
    });
    void queryClient.invalidateQueries({ queryKey: quotationKeys.detail(quotation.id) });
  }

  return { changeStatus, pending: update.isPending, pendingStatus: update.variables?.changes.status };
}
