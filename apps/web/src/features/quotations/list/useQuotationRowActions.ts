import { nextStatus, QUOTATION_STATUS_LABELS } from '@freight/domain';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useUpdateQuotation } from '../data/useUpdateQuotation';
import { quotationActionFailure } from './quotationActionFailure';
import { useDuplicateQuotation } from './useDuplicateQuotation';
import type { QuotationListRow } from './useQuotationList';

function failure(title: string, error: unknown) {
  notifications.show({ color: 'red', title, message: quotationActionFailure(error) });
}

/** Approve and Duplicate of a status list's rows, each saying how it went, and the row chosen for Delete. */
export function useQuotationRowActions(refetch: () => unknown) {
  const navigate = useNavigate();
  const update = useUpdateQuotation();
  const duplicate = useDuplicateQuotation();
  const [toDelete, setToDelete] = useState<QuotationListRow | null>(null);
  const [busyId, setBusyId] = useState<number | null>(null);

  const approve = (row: QuotationListRow) => {
    const next = nextStatus(row.status);
    if (!next) return;
    setBusyId(row.id);
    update.mutate(
      { id: row.id, changes: { status: next }, version: row.version },
      {
        onSuccess: () =>
          notifications.show({
            color: 'green',
            title: `${row.quotation_number} approved`,
            message: `Moved to ${QUOTATION_STATUS_LABELS[next]}.`,
          }),
        onError: (error) => {
          failure(`Could not approve ${row.quotation_number}`, error);
          void refetch();
        },
        onSettled: () => setBusyId(null),
      },
    );
  };

  const copy = (row: QuotationListRow) => {
    setBusyId(row.id);
    duplicate.mutate(row.id, {
      onSuccess: (created) => {
        notifications.show({
          color: 'green',
          title: `${created.quotation_number} created`,
          message: `A copy of ${row.quotation_number}, ready to edit.`,
        });
        navigate(`/quotations/${created.id}/edit`);
      },
      onError: (error) => failure(`Could not duplicate ${row.quotation_number}`, error),
      onSettled: () => setBusyId(null),
    });
  };

  return { approve, copy, busyId, toDelete, setToDelete };
}
