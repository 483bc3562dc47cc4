import { FormModal } from '../../../shared/forms/FormModal';
import { useT } from '../../../shared/i18n/useT';
import { ContactCreateForm, type ContactCreateFormProps } from './ContactCreateForm';
import { ContactDialogTitle } from './ContactDialogTitle';

interface ContactCreateDialogProps extends Omit<ContactCreateFormProps, 'onCancel'> {
  opened: boolean;
  onClose: () => void;
}

/**
 * The Add New Contact dialog, used by the contacts screen and by the contact picker; closing it with typing in
 * it asks first.
 */
export function ContactCreateDialog({ opened, onClose, ...formProps }: ContactCreateDialogProps) {
  const t = useT();
  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={<ContactDialogTitle>{t('contacts.addNew')}</ContactDialogTitle>}
      size="xl"
      centered
    >
      <ContactCreateForm onCancel={onClose} {...formProps} />
    </FormModal>
  );
}
