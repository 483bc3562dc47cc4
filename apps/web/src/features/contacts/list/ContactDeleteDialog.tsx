import { type ContactListItem, contactLabel } from '@freight/domain';
import { Text } from '@mantine/core';
import { DeleteRecordDialog } from '../../../shared/forms/DeleteRecordDialog';
import { ContactDialogTitle } from '../form/ContactDialogTitle';
import { useDeleteContact } from './useDeleteContact';

interface ContactDeleteDialogProps {
  /** The contact to delete; the dialog is open while this is set. */
  contact: ContactListItem | null;
  onClose: () => void;
}

const labelOf = (contact: ContactListItem) => contactLabel(contact) || 'this contact';

/** Asks to confirm a deletion, naming the contact, since it cannot be undone. */
export function ContactDeleteDialog({ contact, onClose }: ContactDeleteDialogProps) {
  return (
    <DeleteRecordDialog
      target={contact}
      mutation={useDeleteContact()}
      onClose={onClose}
      title={<ContactDialogTitle>Delete contact</ContactDialogTitle>}
      deletedNotice={(target) => ({
        color: 'teal',
        title: 'Contact deleted',
        message: `${labelOf(target)} was deleted.`,
      })}
      failedMessage="Failed to delete contact. Please try again."
    >
      {(shown) => (
        <Text size="sm">
          Are you sure you want to delete{' '}
          <Text span fw={600}>
            {shown ? labelOf(shown) : ''}
          </Text>
          ? This cannot be undone.
        </Text>
      )}
    </DeleteRecordDialog>
  );
}
