import { type Contact, type ContactListItem, contactCreateSchema } from '@freight/domain';
import { Alert, Button, Stack } from '@mantine/core';
import { IconAlertCircle, IconUserCheck } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { apiErrorMessage } from '../../shared/api/apiErrorMessage';
import { hasErrorCode } from '../../shared/api/hasErrorCode';
import { useRecordForm } from '../../shared/forms/useRecordForm';
import { ContactFormFields } from './ContactFormFields';
import { ContactFormFooter } from './ContactFormFooter';
import { type ContactFormValues, contactFormValues } from './contactFormValues';
import { findDuplicateContact } from './findDuplicateContact';
import { useCreateContact } from './useCreateContact';

export interface ContactCreateFormProps {
  onCancel: () => void;
  onCreated: (contact: Contact) => void;
  /** Given by the picker: a duplicate then offers to select the contact that already exists. */
  onSelectExisting?: (contact: ContactListItem) => void;
  initialValues?: Partial<ContactFormValues>;
}

const CREATE_FAILED = 'Failed to create contact. Please try again.';

/** The body of the Add New Contact dialog; it mounts fresh each time the dialog opens, so it starts blank. */
export function ContactCreateForm({
  onCancel,
  onCreated,
  onSelectExisting,
  initialValues,
}: ContactCreateFormProps) {
  const form = useRecordForm({ initial: () => ({ ...contactFormValues(), ...initialValues }) });
  const create = useCreateContact();
  const [findingExisting, setFindingExisting] = useState(false);
  const [existingMissing, setExistingMissing] = useState(false);
  const isDuplicate = hasErrorCode(create.error, 'CONFLICT');

  function submit(event: FormEvent) {
    event.preventDefault();
    const input = form.validate(contactCreateSchema);
    if (!input) return;
    setExistingMissing(false);
    create.mutate(input, {
      onSuccess: onCreated,
      onError: (error) => void form.fail(error, CREATE_FAILED),
    });
  }

  async function selectExisting() {
    if (!onSelectExisting) return;
    setFindingExisting(true);
    try {
      const existing = await findDuplicateContact(create.error);
      if (existing) onSelectExisting(existing);
      else setExistingMissing(true);
    } catch {
      setExistingMissing(true);
    } finally {
      setFindingExisting(false);
    }
  }

  return (
    <form ref={form.formRef} onSubmit={submit} noValidate>
      <Stack gap="md">
        {create.error && (
          <Alert
            color={isDuplicate ? 'orange' : 'red'}
            icon={<IconAlertCircle size={18} />}
            title={isDuplicate ? 'This contact already exists' : undefined}
          >
            <Stack gap="xs" align="flex-start">
              {apiErrorMessage(create.error, CREATE_FAILED)}
              {isDuplicate && onSelectExisting && (
                <Button
                  size="xs"
                  variant="light"
                  color="orange"
                  leftSection={<IconUserCheck size={16} />}
                  loading={findingExisting}
                  onClick={selectExisting}
                >
                  Select existing contact
                </Button>
              )}
              {existingMissing && 'The existing contact could not be loaded. Search for it in the list.'}
            </Stack>
          </Alert>
        )}
        <ContactFormFields
          values={form.values}
          errors={form.errors}
          onChange={form.setField}
          disabled={create.isPending}
        />
        <ContactFormFooter>
          <Button variant="default" onClick={onCancel} disabled={create.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={create.isPending}>
            Create Contact
          </Button>
        </ContactFormFooter>
      </Stack>
    </form>
  );
}
