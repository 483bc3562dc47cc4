import { Stack, Textarea, TextInput } from '@mantine/core';
import { conflictContainer } from '../../shared/autosave/FieldConflict';
import { ContactPicker } from '../contacts/picker/ContactPicker';
import type { InteractionFieldGroupProps } from './interactionFieldGroup';

/** Who it was with and what it was about: Contact (with Add New Contact), Subject and Description. */
export function InteractionDetailsFields(props: InteractionFieldGroupProps) {
  const { values, errors, onChange, disabled, conflictAt } = props;
  // What the two text boxes share: their value, message, conflict notice and change.
  const text = (field: 'subject' | 'description') => ({
    required: true,
    value: values[field],
    error: errors[field],
    inputContainer: conflictContainer(conflictAt?.(field)),
    disabled,
    onChange: (event: { currentTarget: { value: string } }) =>
      onChange({ [field]: event.currentTarget.value }),
  });
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
      <TextInput label="Subject" maxLength={255} placeholder="What was it about?" {...text('subject')} />
      <Textarea
        label="Description"
        autosize
        minRows={5}
        maxRows={16}
        placeholder="What was said, asked or agreed"
        {...text('description')}
      />
    </Stack>
  );
}
