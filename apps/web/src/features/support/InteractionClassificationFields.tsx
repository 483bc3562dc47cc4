import {
  INTERACTION_CATEGORIES,
  INTERACTION_CHANNELS,
  INTERACTION_STATUSES,
  INTERACTION_TYPES,
} from '@freight/domain';
import { Select, Stack } from '@mantine/core';
import { conflictContainer } from '../../shared/autosave/FieldConflict';
import { CalendarDateInput } from '../../shared/forms/CalendarDateInput';
import type { InteractionFieldGroupProps } from './interactionFieldGroup';

/** The fields picked from a fixed list, in the order the form shows them. */
const CHOICE_FIELDS = [
  { field: 'status', label: 'Status', data: INTERACTION_STATUSES },
  { field: 'channel', label: 'Channel', data: INTERACTION_CHANNELS },
  { field: 'category', label: 'Category', data: INTERACTION_CATEGORIES },
  { field: 'interaction_type', label: 'Type', data: INTERACTION_TYPES },
] as const;

/** When and how: Date, Status, Channel, Category and Type (Inbound or Outbound). */
export function InteractionClassificationFields(props: InteractionFieldGroupProps) {
  const { values, errors, onChange, disabled, conflictAt } = props;
  return (
    <Stack gap="md">
      <CalendarDateInput
        label="Date"
        required
        clearable={false}
        value={values.date}
        onChange={(date) => onChange({ date })}
        error={errors.date}
        inputContainer={conflictContainer(conflictAt?.('date'))}
        disabled={disabled}
      />
      {CHOICE_FIELDS.map(({ field, label, data }) => (
        <Select
          key={field}
          label={label}
          data={data}
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
