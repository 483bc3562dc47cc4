import { Stack, Textarea, TextInput } from '@mantine/core';
import { conflictContainer } from '../../shared/autosave/FieldConflict';
import { useT } from '../../shared/i18n/useT';
import { ContactPicker } from '../contacts/picker/ContactPicker';
import type { InteractionFieldGroupProps } from './interactionFieldGroup';
import { INTERACTION_FIELD_LABELS } from './interactionFieldLabels';

/** Who it was with and what it was about: Contact (with Add New Contact), Subject and Description. */
export function InteractionDetailsFields(props: InteractionFieldGroupProps) {
  const t = useT();
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
        label={t(INTERACTION_FIELD_LABELS.contact_id)}
        required
        disabled={disabled}
      />
      <TextInput
        label={t(INTERACTION_FIELD_LABELS.subject)}
        maxLength={255}
        placeholder={t('interactions.subjectPlaceholder')}
        {...text('subject')}
      />
      <Textarea
        label={t(INTERACTION_FIELD_LABELS.description)}
        autosize
        minRows={5}
        maxRows={16}
        placeholder={t('interactions.descriptionPlaceholder')}
        {...text('description')}
      />
    </Stack>
  );
}
