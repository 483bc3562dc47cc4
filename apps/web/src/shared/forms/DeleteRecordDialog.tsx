import type { NotificationData } from '@mantine/notifications';
import type { UseMutationResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { apiErrorMessage } from '../api/apiErrorMessage';
import { ConfirmDeleteModal } from '../ui/ConfirmDeleteModal';
import { useDeleteConfirmation } from './useDeleteConfirmation';

interface DeleteRecordDialogProps<T extends { id: number }> {
  /** The record to delete; the dialog is open while it is set. */
  target: T | null;
  /** The feature's delete mutation, called with the record's id. */
  mutation: UseMutationResult<unknown, Error, number>;
  onClose: () => void;
  title: ReactNode;
  /** The notification after the deletion. */
  deletedNotice: (target: T) => NotificationData;
  /** What a refused deletion says when the error's code has no words of its own. */
  failedMessage: string;
  /** The question, naming the record (the last one while the dialog fades out). */
  children: (shown: T | null) => ReactNode;
}

/**
 * A record's delete confirmation by id, in one piece: `useDeleteConfirmation`'s steps in a
 * `ConfirmDeleteModal` that focuses Delete. Use the two directly for anything that needs more.
 */
export function DeleteRecordDialog<T extends { id: number }>({
  target,
  mutation,
  onClose,
  title,
  deletedNotice,
  failedMessage,
  children,
}: DeleteRecordDialogProps<T>) {
  const { modal, shown } = useDeleteConfirmation({
    target,
    mutation,
    variables: (record) => record.id,
    onClose,
    deletedNotice,
    failure: (error) => apiErrorMessage(error, failedMessage),
  });
  return (
    <ConfirmDeleteModal {...modal} title={title} focusConfirm>
      {children(shown)}
    </ConfirmDeleteModal>
  );
}
