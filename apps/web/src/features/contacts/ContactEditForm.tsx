import { type Contact, contactUpdateSchema } from '@freight/domain';
import { Alert, Button, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle } from '@tabler/icons-react';
import { type FormEvent, useRef, useState } from 'react';
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
  // The record the form was opened on. `contact` follows colleagues' saves live; diffing against (and sending
  // the version of) that newer record would send fields the user never touched back over a colleague's
  // values. Pinned, a concurrent save answers 412 and the user sees it, as the rule is.
  const [base, setBase] = useState(contact);
  const form = useContactForm(contactFormValues(base));
  const update = useUpdateContact();
  const staleError = ApiError.is(update.error, 412);

  function submit(event: FormEvent) {
    event.preventDefault();
    const changes = form.validate(contactUpdateSchema, contactChanges(base, form.values));
    if (!changes) return focusFirstInvalid(formRef.current);
    if (Object.keys(changes).length === 0) {
      onSaved();
      return;
    }
    update.mutate(
      { id: base.id, version: base.version, changes },
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
          // The form takes the other person's values, and their version is the one the next save sends.
          if (ApiError.is(error, 412)) {
            void onStale().then((latest) => {
              if (!latest) return;
              setBase(latest);
              form.reset(contactFormValues(latest));
            });
          } else if (ApiError.is(error) && Object.keys(error.fields).length > 0) form.setErrors(error.fields);
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
