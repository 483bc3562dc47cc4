import { Stack } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';
import { FormFooter } from '../../../shared/forms/FormFooter';
import type { RecordForm } from '../../../shared/forms/useRecordForm';
import { ContactFormFields } from './ContactFormFields';
import type { ContactFormValues } from './contactFormValues';

interface ContactFormLayoutProps {
  form: RecordForm<ContactFormValues>;
  onSubmit: (event: FormEvent) => void;
  onCancel: () => void;
  submitLabel: string;
  pending: boolean;
  /** Messages above the fields (a colleague's save). */
  alerts?: ReactNode;
  /** Messages by the buttons, where the user just pressed save (a failed save, a duplicate). */
  notices?: ReactNode;
}

/** The Add and Edit contact forms' one layout: messages, the four field sections, and the sticky buttons. */
export function ContactFormLayout({
  form,
  onSubmit,
  onCancel,
  submitLabel,
  pending,
  alerts,
  notices,
}: ContactFormLayoutProps) {
  return (
    <form ref={form.formRef} onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        {alerts}
        <ContactFormFields
          values={form.values}
          errors={form.errors}
          onChange={form.setField}
          conflictAt={form.conflictAt}
          disabled={pending}
        />
        <FormFooter
          layout="sticky-dialog"
          onCancel={onCancel}
          submitLabel={submitLabel}
          busy={pending}
          notice={notices}
        />
      </Stack>
    </form>
  );
}
