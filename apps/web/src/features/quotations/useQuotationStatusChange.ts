import type { LostReasonInput, QuotationStatus, QuotationWithAddresses } from '@freight/domain';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { hasErrorCode } from '../../shared/api/hasErrorCode';
import { quotationKeys } from '../../shared/api/queryKeys';
import { useUpdateQuotation } from './useUpdateQuotation';

/**
 * The detail page's status changes (dropdown and next-step button): PUT {status} based on the version on
 * screen. If someone changed the quotation meanwhile the server refuses (412); the page then reloads it and
 * says so, rather than applying a decision made on stale information.
 */
export function useQuotationStatusChange(quotation: QuotationWithAddresses) {
  const update = useUpdateQuotation();
  const queryClient = useQueryClient();

  /** `lost` carries the lost reason a move to Cancelled needs. */
  const changeStatus = (status: QuotationStatus, lost: LostReasonInput = {}) => {
    // Choosing the status it already has does nothing.
    if (status === quotation.status) return;
    update.mutate(
      { id: quotation.id, changes: { status, ...lost }, version: quotation.version },
      {
        // No success toast: the header's own dropdown and button already show the new status, and a toast
        // would sit over those very buttons (top right) while the user clicks through the workflow.
        onError: (error) => {
          const stale = hasErrorCode(error, 'PRECONDITION_FAILED');
          notifications.show({
            color: stale ? 'orange' : 'red',
            title: stale ? 'This quotation was changed by someone else.' : 'Failed to update status',
            message: stale ? 'The latest version has been loaded; please choose again.' : error.message,
          });
          void queryClient.invalidateQueries({ queryKey: quotationKeys.detail(quotation.id) });
        },
      },
    );
  };

  return { changeStatus, pending: update.isPending, pendingStatus: update.variables?.changes.status };
}
