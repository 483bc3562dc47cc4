import { type ContactListItem, contactLabel } from '@freight/domain';
import { Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { apiErrorMessage } from '../../shared/api/apiErrorMessage';
import { ConfirmDeleteModal } from '../../shared/ui/ConfirmDeleteModal';
import { ContactDialogTitle } from './ContactDialogTitle';
import { useDeleteContact } from './useDeleteContact';

interface ContactDeleteDialogProps {
  /** The contact to delete; the dialog is open while this is set. */
  contact: ContactListItem | null;
  onClose: () => void;
}

/** Asks to confirm a deletion, naming the contact, since it cannot be undone. */
export function ContactDeleteDialog({ contact, onClose }: ContactDeleteDialogProps) {
  const remove = useDeleteContact();
  const label = contact ? contactLabel(contact) || 'this contact' : '';

  function close() {
    remove.reset();
    onClose();
  }

  function confirm() {
    if (!contact) return;
    remove.mutate(contact.id, {
      onSuccess: () => {
        notifications.show({ color: 'teal', title: 'Contact deleted', message: `${label} was deleted.` });
        close();
      },
    });
  }

  return (
    <ConfirmDeleteModal
      opened={contact !== null}
      title={<ContactDialogTitle>Delete contact</ContactDialogTitle>}
      error={remove.error && apiErrorMessage(remove.error, 'Failed to delete contact. Please try again.')}
      busy={remove.isPending}
      focusConfirm
      onCancel={close}
      onConfirm={confirm}
    >
      <Text size="sm">
        Are you sure you want to delete{' '}
        <Text span fw={600}>
          {label}
        </Text>
        ? This cannot be undone.
      </Text>
    </ConfirmDeleteModal>
  );
}
