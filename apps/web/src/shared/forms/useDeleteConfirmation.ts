import { type NotificationData, notifications } from '@mantine/notifications';
import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';

export interface DeleteConfirmationOptions<T, V> {
  /** What is about to be deleted; the confirmation is open while it is set. */
  target: T | null;
  /** The delete mutation of the record's feature. */
  mutation: UseMutationResult<unknown, Error, V>;
  /** The mutation's variables for the target (its id, or the record itself). */
  variables: (target: T) => V;
  /** Closes the confirmation (the owner clears `target`). */
  onClose: () => void;
  /** Runs after the deletion succeeded, before the confirmation closes. */
  onDeleted?: (target: T) => void;
  /** The notification after a successful deletion; none without it. */
  deletedNotice?: (target: T) => NotificationData;
  /** The sentence for a refused deletion, shown in the confirmation above its buttons. */
  failure: (error: unknown, target: T) => string;
  /**
   * Shown as a red notification instead, titled so (the confirmation stays open unless `closeOnFailure`):
   * for confirmations whose layout has no room for a message.
   */
  failureNotice?: (target: T) => string;
  closeOnFailure?: boolean;
}

/**
 * The steps every delete confirmation takes: keep the target's name on screen while the modal fades out,
 * Delete runs the mutation, success notifies and closes, failure says why (the code's message, never the
 * raw error), and Cancel forgets the failure. Spread `modal` onto `ConfirmDeleteModal` (`shared/ui/`).
 */
export function useDeleteConfirmation<T, V>(options: DeleteConfirmationOptions<T, V>) {
  const { target, mutation, variables, onClose, onDeleted, deletedNotice, failure, failureNotice } = options;
  // The last target, so the text does not go blank during the closing animation.
  const [shown, setShown] = useState(target);
  if (target !== null && target !== shown) setShown(target);

  function close() {
    mutation.reset();
    onClose();
  }

  function confirm() {
    if (target === null) return;
    mutation.mutate(variables(target), {
      onSuccess: () => {
        onDeleted?.(target);
        if (deletedNotice) notifications.show(deletedNotice(target));
        close();
      },
      onError: (error) => {
        if (failureNotice) {
          notifications.show({ color: 'red', title: failureNotice(target), message: failure(error, target) });
        }
        if (options.closeOnFailure) close();
      },
    });
  }

  const error =
    mutation.error && !failureNotice && shown !== null ? failure(mutation.error, shown) : undefined;
  return {
    /** The target, or the last one while the modal closes. */
    shown,
    modal: { opened: target !== null, busy: mutation.isPending, error, onCancel: close, onConfirm: confirm },
  };
}
