import { type Contact, contactUpdateSchema } from '@freight/domain';
import { notifications } from '@mantine/notifications';
import type { FormEvent } from 'react';
import { FormErrorAlert, StaleRecordAlert } from '../../../shared/forms/FormAlerts';
import { reloadRecord } from '../../../shared/forms/reloadRecord';
import { useRecordForm } from '../../../shared/forms/useRecordForm';
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

const UPDATE_FAILED = 'Failed to update contact. Please try again.';

/**
 * The Edit contact form; it sends only the changed fields, guarded by the version it was opened with. The form
 * keeps the record it was opened on (not the live one): diffing against a colleague's newer save would send
 * fields the user never touched back over it. A 412 merges their save in (useRecordForm).
 */
export function ContactEditForm({ contact, onCancel, onSaved, onStale }: ContactEditFormProps) {
  const form = useRecordForm({
    initial: () => contactFormValues(contact),
    version: contact.version,
    stale: {
      labels: CONTACT_FIELD_LABELS,
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
            title: 'Contact updated',
            message: `${saved.display_name || saved.name} was saved.`,
          });
          onSaved();
        },
        onError: (error) => void form.fail(error, UPDATE_FAILED),
      },
    );
  }

  return (
    <ContactFormLayout
      form={form}
      onSubmit={submit}
      onCancel={onCancel}
      submitLabel="Save Changes"
      pending={update.isPending || sameEmail.checking}
      alerts={
        <StaleRecordAlert stale={form.stale} title="This contact was changed by someone else">
          Their changes are in the form below and yours are kept. Where you both changed a field, choose which
          value stays, then save.
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
