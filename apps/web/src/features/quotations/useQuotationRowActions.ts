import { nextStatus, QUOTATION_STATUS_LABELS } from '@freight/domain';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../shared/api/ApiError';
import { useDeleteQuotation } from './useDeleteQuotation';
import { useDuplicateQuotation } from './useDuplicateQuotation';
import type { QuotationListRow } from './useQuotationList';
import { useUpdateQuotation } from './useUpdateQuotation';

function failure(title: string, error: unknown) {
  const message = ApiError.is(error, 412)
    ? 'This quotation was changed by someone else. The list has been refreshed; please try again.'
    : error instanceof Error
      ? error.message
      : String(error);
  notifications.show({ color: 'red', title, message });
}

/** Approve, Duplicate and Delete of a status list's rows, each saying how it went. */
export function useQuotationRowActions(refetch: () => unknown) {
  const navigate = useNavigate();
  const update = useUpdateQuotation();
  const duplicate = useDuplicateQuotation();
  const remove = useDeleteQuotation();
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

  const confirmDelete = () => {
    if (!toDelete) return;
    const target = toDelete;
    remove.mutate(target.id, {
      onSuccess: () => {
        setToDelete(null);
        notifications.show({ color: 'gray', title: `${target.quotation_number} deleted`, message: '' });
      },
      onError: (error) => failure(`Could not delete ${target.quotation_number}`, error),
    });
  };

  return { approve, copy, busyId, toDelete, setToDelete, confirmDelete, deleting: remove.isPending };
}
