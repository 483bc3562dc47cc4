import { Alert, Button, Center, Loader, Modal, Stack } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { apiErrorMessage } from '../../../shared/api/apiErrorMessage';
import { useT } from '../../../shared/i18n/useT';
import { ContactSitesPanel } from '../sites/ContactSitesPanel';
import { useContact } from '../useContact';
import { ContactDialogTitle } from './ContactDialogTitle';
import { ContactEditForm } from './ContactEditForm';

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
  const t = useT();
  const detail = useContact(contactId);
  const contact = detail.data;

  return (
    <Modal
      opened={contactId !== null}
      onClose={onClose}
      title={<ContactDialogTitle>{t('contacts.editTitle')}</ContactDialogTitle>}
      size="xl"
      centered
    >
      {contact ? (
        <>
          <ContactEditForm
            key={contact.id}
            contact={contact}
            onCancel={onClose}
            onSaved={onClose}
            onStale={async () => (await detail.refetch()).data}
          />
          <ContactSitesPanel contactId={contact.id} />
        </>
      ) : detail.isError ? (
        <Alert color="red" icon={<IconAlertCircle size={18} />}>
          <Stack gap="xs" align="flex-start">
            {apiErrorMessage(detail.error, t('contacts.loadFailed'))}
            <Button size="xs" variant="light" color="red" onClick={() => detail.refetch()}>
              {t('contacts.tryAgain')}
            </Button>
          </Stack>
        </Alert>
      ) : (
        <Center py="xl" role="status" aria-label={t('contacts.loadingContact')}>
          <Loader size="sm" />
        </Center>
      )}
    </Modal>
  );
}
