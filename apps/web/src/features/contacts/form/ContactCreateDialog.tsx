import { Modal } from '@mantine/core';
import { ContactCreateForm, type ContactCreateFormProps } from './ContactCreateForm';
import { ContactDialogTitle } from './ContactDialogTitle';

interface ContactCreateDialogProps extends Omit<ContactCreateFormProps, 'onCancel'> {
  opened: boolean;
  onClose: () => void;
}

/** The Add New Contact dialog, used by the contacts screen and by the contact picker. */
export function ContactCreateDialog({ opened, onClose, ...formProps }: ContactCreateDialogProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={<ContactDialogTitle>Add New Contact</ContactDialogTitle>}
      size="xl"
      centered
    >
      <ContactCreateForm onCancel={onClose} {...formProps} />
    </Modal>
  );
}
