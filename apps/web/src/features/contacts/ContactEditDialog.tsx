import { Alert, Button, Center, Loader, Modal, Stack } from '@mantine/core';
import { IconAlertCircle, IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';
import { apiErrorMessage } from '../../shared/api/apiErrorMessage';
import { ContactDialogTitle } from './ContactDialogTitle';
import { ContactEditForm } from './ContactEditForm';
import { useContact } from './useContact';

interface ContactEditDialogProps {
  /** The contact to edit; the dialog is open while this is set. */
  contactId: number | null;
  onClose: () => void;
}

/**
 * Edit contact. The table holds only list fields, so the full record (with its version) is loaded here.
 * When a save loses a race (412) the latest record is merged into the form and the user is told why.
 */
export function ContactEditDialog({ contactId, onClose }: ContactEditDialogProps) {
  const detail = useContact(contactId);
  const [changedElsewhere, setChangedElsewhere] = useState(false);
  const contact = detail.data;

  function close() {
    setChangedElsewhere(false);
    onClose();
  }

  return (
    <Modal
      opened={contactId !== null}
      onClose={close}
      title={<ContactDialogTitle>Edit contact</ContactDialogTitle>}
      size="xl"
      centered
    >
      {contact ? (
        <Stack gap="md">
          {changedElsewhere && (
            <Alert
              color="yellow"
              icon={<IconRefresh size={18} />}
              title="This contact was changed by someone else"
            >
              Their changes are in the form below and yours are kept. Where you both changed a field, choose
              which value stays, then save.
            </Alert>
          )}
          <ContactEditForm
            key={contact.id}
            contact={contact}
            onCancel={close}
            onSaved={close}
            onStale={async () => {
              setChangedElsewhere(true);
              return (await detail.refetch()).data;
            }}
          />
        </Stack>
      ) : detail.isError ? (
        <Alert color="red" icon={<IconAlertCircle size={18} />}>
          <Stack gap="xs" align="flex-start">
            {apiErrorMessage(detail.error, 'Failed to load contacts. Please try again later.')}
            <Button size="xs" variant="light" color="red" onClick={() => detail.refetch()}>
              Try Again
            </Button>
          </Stack>
        </Alert>
      ) : (
        <Center py="xl" role="status" aria-label="Loading contact">
          <Loader size="sm" />
        </Center>
      )}
    </Modal>
  );
}
