import { type ContactListItem, contactLabel } from '@freight/domain';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle } from '@tabler/icons-react';
import { ContactDialogTitle } from './ContactDialogTitle';
import { contactErrorMessage } from './contactErrorMessage';
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
    if (remove.isPending) return;
    remove.reset();
    onClose();
  }

  function confirm() {
    if (!contact) return;
    remove.mutate(contact.id, {
      onSuccess: () => {
        notifications.show({ color: 'teal', title: 'Contact deleted', message: `${label} was deleted.` });
        remove.reset();
        onClose();
      },
    });
  }

  return (
    <Modal
      opened={contact !== null}
      onClose={close}
      title={<ContactDialogTitle>Delete contact</ContactDialogTitle>}
      centered
    >
      <Stack gap="md">
        <Text size="sm">
          Are you sure you want to delete{' '}
          <Text span fw={600}>
            {label}
          </Text>
          ? This cannot be undone.
        </Text>
        {remove.error && (
          <Alert color="red" icon={<IconAlertCircle size={18} />}>
            {contactErrorMessage(remove.error, 'Failed to delete contact. Please try again.')}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close} disabled={remove.isPending}>
            Cancel
          </Button>
          <Button color="red" onClick={confirm} loading={remove.isPending} data-autofocus>
            Delete
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
