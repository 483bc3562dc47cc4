import { type Contact, contactUpdateSchema } from '@freight/domain';
import { Alert, Button, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle } from '@tabler/icons-react';
import { type FormEvent, useRef } from 'react';
import { ApiError } from '../../shared/api/ApiError';
import { apiErrorMessage } from '../../shared/api/apiErrorMessage';
import { focusFirstInvalid } from '../../shared/forms/focusFirstInvalid';
import { ContactFormFields } from './ContactFormFields';
import { ContactFormFooter } from './ContactFormFooter';
import { contactChanges } from './contactChanges';
import { contactFormValues } from './contactFormValues';
import { useContactForm } from './useContactForm';
import { useUpdateContact } from './useUpdateContact';

interface ContactEditFormProps {
  contact: Contact;
  onCancel: () => void;
  onSaved: () => void;
  /** Someone else saved this contact first (412): the caller reloads it and answers the latest record. */
  onStale: () => Promise<Contact | undefined>;
}

/** The Edit contact form; it sends only the changed fields, guarded by the version it was opened with. */
export function ContactEditForm({ contact, onCancel, onSaved, onStale }: ContactEditFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const form = useContactForm(contactFormValues(contact));
  const update = useUpdateContact();
  const staleError = ApiError.is(update.error, 412);

  function submit(event: FormEvent) {
    event.preventDefault();
    const changes = form.validate(contactUpdateSchema, contactChanges(contact, form.values));
    if (!changes) return focusFirstInvalid(formRef.current);
    if (Object.keys(changes).length === 0) {
      onSaved();
      return;
    }
    update.mutate(
      { id: contact.id, version: contact.version, changes },
      {
        onSuccess: (saved) => {
          notifications.show({
            color: 'teal',
            title: 'Contact updated',
            message: `${saved.display_name || saved.name} was saved.`,
          });
          onSaved();
        },
        onError: (error) => {
          // The form takes the other person's values; `contact` (and so the version sent) updates with them.
          if (ApiError.is(error, 412))
            void onStale().then((latest) => latest && form.reset(contactFormValues(latest)));
          else if (ApiError.is(error) && Object.keys(error.fields).length > 0) form.setErrors(error.fields);
        },
      },
    );
  }

  return (
    <form ref={formRef} onSubmit={submit} noValidate>
      <Stack gap="md">
        {update.error && !staleError && (
          <Alert color="red" icon={<IconAlertCircle size={18} />}>
            {apiErrorMessage(update.error, 'Failed to update contact. Please try again.')}
          </Alert>
        )}
        <ContactFormFields
          values={form.values}
          errors={form.errors}
          onChange={form.setField}
          disabled={update.isPending}
        />
        <ContactFormFooter>
          <Button variant="default" onClick={onCancel} disabled={update.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={update.isPending}>
            Save Changes
          </Button>
        </ContactFormFooter>
      </Stack>
    </form>
  );
}
