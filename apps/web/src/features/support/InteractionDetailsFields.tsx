import { Stack, Textarea, TextInput } from '@mantine/core';
import { conflictContainer, type FieldConflictProps } from '../../shared/autosave/FieldConflict';
import { ContactPicker } from '../contacts/ContactPicker';
import type { InteractionFieldErrors, InteractionFormValues } from './interactionFormValues';

interface InteractionDetailsFieldsProps {
  values: InteractionFormValues;
  errors: InteractionFieldErrors;
  onChange: (patch: Partial<InteractionFormValues>) => void;
  disabled?: boolean;
  /** After a refused save (412): the notice under a field that a colleague changed too. */
  conflictAt?: (field: keyof InteractionFormValues) => FieldConflictProps | undefined;
}

/** Who it was with and what it was about: Contact (with Add New Contact), Subject and Description. */
export function InteractionDetailsFields({
  values,
  errors,
  onChange,
  disabled,
  conflictAt,
}: InteractionDetailsFieldsProps) {
  return (
    <Stack gap="md">
      <ContactPicker
        value={values.contact_id}
        onChange={(contact) => onChange({ contact_id: contact?.id ?? null })}
        error={errors.contact_id}
        inputContainer={conflictContainer(conflictAt?.('contact_id'))}
        required
        disabled={disabled}
      />
      <TextInput
        label="Subject"
        required
        maxLength={255}
        placeholder="What was it about?"
        value={values.subject}
        error={errors.subject}
        inputContainer={conflictContainer(conflictAt?.('subject'))}
        disabled={disabled}
        onChange={(event) => onChange({ subject: event.currentTarget.value })}
      />
      <Textarea
        label="Description"
        required
        autosize
        minRows={5}
        maxRows={16}
        placeholder="What was said, asked or agreed"
        value={values.description}
        error={errors.description}
        inputContainer={conflictContainer(conflictAt?.('description'))}
        disabled={disabled}
        onChange={(event) => onChange({ description: event.currentTarget.value })}
      />
    </Stack>
  );
}
