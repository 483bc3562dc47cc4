import type { NotificationData } from '@mantine/notifications';
import type { UseMutationResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { apiErrorMessage } from '../api/apiErrorMessage';
import { ConfirmDeleteModal, type ConfirmDeleteModalProps } from '../ui/ConfirmDeleteModal';
import { type DeleteConfirmationOptions, useDeleteConfirmation } from './useDeleteConfirmation';

interface DeleteRecordDialogProps<T extends { id: number }>
  extends Pick<DeleteConfirmationOptions<T, number>, 'failureNotice' | 'closeOnFailure'>,
    Pick<ConfirmDeleteModalProps, 'busyLabel' | 'radius' | 'groupProps' | 'focusConfirm'> {
  /** The record to delete; the dialog is open while it is set. */
  target: T | null;
  /** The feature's delete mutation, called with the record's id. */
  mutation: UseMutationResult<unknown, Error, number>;
  onClose: () => void;
  title: ReactNode;
  /** The notification after the deletion; none without it. */
  deletedNotice?: (target: T) => NotificationData;
  /**
   * What a refused deletion says: a sentence used when the error's code has no words of its own, or the
   * feature's own reading of the error.
   */
  failedMessage: string | ((error: unknown, target: T) => string);
  /** The question, naming the record (the last one while the dialog fades out). */
  children: (shown: T | null) => ReactNode;
}

/**
 * A record's delete confirmation by id, in one piece: `useDeleteConfirmation`'s steps in a
 * `ConfirmDeleteModal` that focuses Delete (unless `focusConfirm` is false). Use the two directly for
 * anything that needs more.
 */
export function DeleteRecordDialog<T extends { id: number }>({
  target,
  mutation,
  onClose,
  title,
  deletedNotice,
  failedMessage,
  failureNotice,
  closeOnFailure,
  focusConfirm = true,
  children,
  ...look
}: DeleteRecordDialogProps<T>) {
  const { modal, shown } = useDeleteConfirmation({
    target,
    mutation,
    variables: (record) => record.id,
    onClose,
    deletedNotice,
    failure:
      typeof failedMessage === 'string' ? (error) => apiErrorMessage(error, failedMessage) : failedMessage,
    failureNotice,
    closeOnFailure,
  });
  return (
    <ConfirmDeleteModal {...modal} {...look} title={title} focusConfirm={focusConfirm}>
      {children(shown)}
    </ConfirmDeleteModal>
  );
}
