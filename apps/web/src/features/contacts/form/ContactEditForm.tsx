import { type Contact, contactUpdateSchema } from '@freight/domain';
import { notifications } from '@mantine/notifications';
import type { FormEvent } from 'react';
import { FormErrorAlert, StaleRecordAlert } from '../../../shared/forms/FormAlerts';
import { reloadRecord } from '../../../shared/forms/reloadRecord';
import { useRecordForm } from '../../../shared/forms/useRecordForm';
import { translateLabels } from '../../../shared/i18n/translateLabels';
import { useT } from '../../../shared/i18n/useT';
import { ContactFormLayout } from './ContactFormLayout';
import { contactChanges } from './contactChanges';
import { CONTACT_FIELD_LABELS } from './contactFieldLabels';
import { contactFormValues } from './contactFormValues';
import { SameEmailNotice } from './SameEmailNotice';
import { useSameEmailCheck } from './useSameEmailCheck';
import { useUpdateContact } from './useUpdateContact';

interface ContactEditFormProps {
  contact: Contact;
  onCancel: () => void;
  onSaved: () => void;
  /** Someone else saved this contact first (412): the caller reloads it and answers the latest record. */
  onStale: () => Promise<Contact | undefined>;
}

/**
 * The Edit contact form; it sends only the changed fields, guarded by the version it was opened with. The form
 * keeps the record it was opened on (not the live one): diffing against a colleague's newer save would send
 * fields the user never touched back over it. A 412 merges their save in (useRecordForm).
 */
export function ContactEditForm({ contact, onCancel, onSaved, onStale }: ContactEditFormProps) {
  const t = useT();
  const form = useRecordForm({
    initial: () => contactFormValues(contact),
    version: contact.version,
    stale: {
      labels: translateLabels(CONTACT_FIELD_LABELS, t),
      load: reloadRecord(async () => {
        const latest = await onStale();
        // Not an API error: the toolkit then shows this form's own failure message.
        if (!latest) throw new Error('The contact could not be reloaded');
        return latest;
      }, contactFormValues),
    },
  });
  const update = useUpdateContact();
  const sameEmail = useSameEmailCheck(contact.id);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (form.blockedByConflict() || sameEmail.checking) return;
    const changes = form.validate(contactUpdateSchema, contactChanges(form.base, form.values));
    if (!changes) return;
    if (Object.keys(changes).length === 0) return onSaved();
    form.setFormError(null);
    // Only a changed e-mail is asked about: the stored one was accepted when it was saved.
    if (changes.email !== undefined && !(await sameEmail.mayGoOn(changes.email))) return;
    update.mutate(
      { id: contact.id, version: form.version ?? contact.version, changes },
      {
        onSuccess: (saved) => {
          notifications.show({
            color: 'teal',
            title: t('contacts.updated'),
            message: t('contacts.updatedMessage', { name: saved.display_name || saved.name }),
          });
          onSaved();
        },
        onError: (error) => void form.fail(error, t('contacts.updateFailed')),
      },
    );
  }

  return (
    <ContactFormLayout
      form={form}
      onSubmit={submit}
      onCancel={onCancel}
      submitLabel={t('contacts.saveChanges')}
      pending={update.isPending || sameEmail.checking}
      alerts={
        <StaleRecordAlert stale={form.stale} title={t('contacts.staleTitle')}>
          {t('contacts.staleText')}
        </StaleRecordAlert>
      }
      notices={
        <>
          <FormErrorAlert message={form.formError} />
          <SameEmailNotice check={sameEmail} onSaveAnyway={() => form.formRef.current?.requestSubmit()} />
        </>
      }
    />
  );
}
