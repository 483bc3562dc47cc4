import { type ContactListItem, contactLabel } from '@freight/domain';
import { Text } from '@mantine/core';
import { apiErrorMessage } from '../../shared/api/apiErrorMessage';
import { useDeleteConfirmation } from '../../shared/forms/useDeleteConfirmation';
import { ConfirmDeleteModal } from '../../shared/ui/ConfirmDeleteModal';
import { ContactDialogTitle } from './ContactDialogTitle';
import { useDeleteContact } from './useDeleteContact';

interface ContactDeleteDialogProps {
  /** The contact to delete; the dialog is open while this is set. */
  contact: ContactListItem | null;
  onClose: () => void;
}

const labelOf = (contact: ContactListItem) => contactLabel(contact) || 'this contact';

/** Asks to confirm a deletion, naming the contact, since it cannot be undone. */
export function ContactDeleteDialog({ contact, onClose }: ContactDeleteDialogProps) {
  const { modal } = useDeleteConfirmation({
    target: contact,
    mutation: useDeleteContact(),
    variables: (target) => target.id,
    onClose,
    deletedNotice: (target) => ({
      color: 'teal',
      title: 'Contact deleted',
      message: `${labelOf(target)} was deleted.`,
    }),
    failure: (error) => apiErrorMessage(error, 'Failed to delete contact. Please try again.'),
  });
  return (
    <ConfirmDeleteModal
      {...modal}
      title={<ContactDialogTitle>Delete contact</ContactDialogTitle>}
      focusConfirm
    >
      <Text size="sm">
        Are you sure you want to delete{' '}
        <Text span fw={600}>
          {contact ? labelOf(contact) : ''}
        </Text>
        ? This cannot be undone.
      </Text>
    </ConfirmDeleteModal>
  );
}
