import { type Contact, type ContactListItem, contactCreateSchema } from '@freight/domain';
import type { FormEvent } from 'react';
import { useDialogCloseGuard } from '../../../shared/forms/FormModal';
import { useRecordForm } from '../../../shared/forms/useRecordForm';
import { translateLabels } from '../../../shared/i18n/translateLabels';
import { useT } from '../../../shared/i18n/useT';
import { ContactCreateErrorAlert } from './ContactCreateErrorAlert';
import { ContactFormLayout } from './ContactFormLayout';
import { CONTACT_FIELD_LABELS } from './contactFieldLabels';
import { type ContactFormValues, contactFormValues } from './contactFormValues';
import { SameEmailNotice } from './SameEmailNotice';
import { useCreateContact } from './useCreateContact';
import { useSameEmailCheck } from './useSameEmailCheck';

export interface ContactCreateFormProps {
  onCancel: () => void;
  onCreated: (contact: Contact) => void;
  /** Given by the picker: a duplicate then offers to select the contact that already exists. */
  onSelectExisting?: (contact: ContactListItem) => void;
  initialValues?: Partial<ContactFormValues>;
}

/** The body of the Add New Contact dialog; it mounts fresh each time the dialog opens, so it starts blank. */
export function ContactCreateForm({
  onCancel,
  onCreated,
  onSelectExisting,
  initialValues,
}: ContactCreateFormProps) {
  const t = useT();
  const createFailed = t('contacts.createFailed');
  const form = useRecordForm({
    initial: () => ({ ...contactFormValues(), ...initialValues }),
    labels: translateLabels(CONTACT_FIELD_LABELS, t),
  });
  const create = useCreateContact();
  const sameEmail = useSameEmailCheck();
  useDialogCloseGuard(form.dirtyFields.length > 0 && !create.isPending && !create.isSuccess);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const input = form.validate(contactCreateSchema);
    if (!input || sameEmail.checking) return;
    create.reset();
    if (!(await sameEmail.mayGoOn(input.email ?? '', input.phone_number))) return;
    create.mutate(input, {
      onSuccess: onCreated,
      onError: (error) => void form.fail(error, createFailed),
    });
  }

  return (
    <ContactFormLayout
      form={form}
      onSubmit={submit}
      onCancel={onCancel}
      submitLabel={t('contacts.create')}
      pending={create.isPending || sameEmail.checking}
      notices={
        <>
          <ContactCreateErrorAlert
            error={create.error}
            fallback={createFailed}
            onSelectExisting={onSelectExisting}
          />
          <SameEmailNotice
            check={sameEmail}
            onSaveAnyway={() => form.formRef.current?.requestSubmit()}
            onSelectExisting={onSelectExisting}
          />
        </>
      }
    />
  );
}
