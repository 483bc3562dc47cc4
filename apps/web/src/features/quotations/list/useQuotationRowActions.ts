import { nextStatus } from '@freight/domain';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { translate } from '../../../shared/i18n/useT';
import { quotationActionFailure } from './quotationActionFailure';
import { useApproveQuotation } from './useApproveQuotation';
import { useDuplicateQuotation } from './useDuplicateQuotation';
import type { QuotationListRow } from './useQuotationList';

/**
 * Approve and Duplicate of a status list's rows, each saying how it went, and the row chosen for Delete
 * (confirmed by `DeleteQuotationModal`).
 */
export function useQuotationRowActions() {
  const navigate = useNavigate();
  const approveMutation = useApproveQuotation();
  const duplicate = useDuplicateQuotation();
  const [toDelete, setToDelete] = useState<QuotationListRow | null>(null);
  const [busyId, setBusyId] = useState<number | null>(null);

  const approve = (row: QuotationListRow) => {
    const next = nextStatus(row.status);
    if (next) approveMutation.mutate({ row, next });
  };

  const copy = (row: QuotationListRow) => {
    setBusyId(row.id);
    duplicate.mutate(row.id, {
      onSuccess: (created) => {
        notifications.show({
          color: 'green',
          title: translate('quotations.copyCreated', { number: created.quotation_number }),
          message: translate('quotations.copyOf', { number: row.quotation_number }),
        });
        navigate(`/quotations/${created.id}/edit`);
      },
      onError: (error) =>
        notifications.show({
          color: 'red',
          title: translate('quotations.duplicateFailed', { number: row.quotation_number }),
          message: quotationActionFailure(error),
        }),
      onSettled: () => setBusyId(null),
    });
  };

  return { approve, copy, busyId, toDelete, setToDelete };
}
