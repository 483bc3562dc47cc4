import {
  INTERACTION_CATEGORIES,
  INTERACTION_CHANNELS,
  INTERACTION_STATUSES,
  INTERACTION_TYPES,
} from '@freight/domain';
import { Select, Stack } from '@mantine/core';
import { conflictContainer } from '../../shared/autosave/FieldConflict';
import { CalendarDateInput } from '../../shared/forms/CalendarDateInput';
import type { MessageId } from '../../shared/i18n/i18n';
import { useT } from '../../shared/i18n/useT';
import type { InteractionFieldGroupProps } from './interactionFieldGroup';
import { INTERACTION_FIELD_LABELS } from './interactionFieldLabels';
import {
  INTERACTION_CATEGORY_MESSAGES,
  INTERACTION_CHANNEL_MESSAGES,
  INTERACTION_STATUS_MESSAGES,
  INTERACTION_TYPE_FULL_MESSAGES,
} from './interactionMessages';

/** The fields picked from a fixed list, in the order the form shows them. */
const CHOICE_FIELDS = [
  { field: 'status', choices: INTERACTION_STATUSES, messages: INTERACTION_STATUS_MESSAGES },
  { field: 'channel', choices: INTERACTION_CHANNELS, messages: INTERACTION_CHANNEL_MESSAGES },
  { field: 'category', choices: INTERACTION_CATEGORIES, messages: INTERACTION_CATEGORY_MESSAGES },
  { field: 'interaction_type', choices: INTERACTION_TYPES, messages: INTERACTION_TYPE_FULL_MESSAGES },
] as const;

/** When and how: Date, Status, Channel, Category and Type (Inbound or Outbound). */
export function InteractionClassificationFields(props: InteractionFieldGroupProps) {
  const t = useT();
  const { values, errors, onChange, disabled, conflictAt } = props;
  return (
    <Stack gap="md">
      <CalendarDateInput
        label={t(INTERACTION_FIELD_LABELS.date)}
        required
        clearable={false}
        value={values.date}
        onChange={(date) => onChange({ date })}
        error={errors.date}
        inputContainer={conflictContainer(conflictAt?.('date'))}
        disabled={disabled}
      />
      {CHOICE_FIELDS.map(({ field, choices, messages }) => (
        <Select
          key={field}
          label={t(INTERACTION_FIELD_LABELS[field])}
          data={choices.map((value) => ({
            value,
            label: t((messages as Record<string, MessageId>)[value]!),
          }))}
          value={values[field]}
          inputContainer={conflictContainer(conflictAt?.(field))}
          allowDeselect={false}
          disabled={disabled}
          onChange={(value) => value && onChange({ [field]: value })}
        />
      ))}
    </Stack>
  );
}
