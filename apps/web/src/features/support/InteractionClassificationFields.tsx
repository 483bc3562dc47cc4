import {
  INTERACTION_CATEGORIES,
  INTERACTION_CHANNELS,
  INTERACTION_STATUSES,
  INTERACTION_TYPES,
  normalizeTypedDate,
} from '@freight/domain';
import { Select, Stack } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import { conflictContainer, type FieldConflictProps } from '../../shared/autosave/FieldConflict';
import type { InteractionFieldErrors, InteractionFormValues } from './interactionFormValues';

interface InteractionClassificationFieldsProps {
  values: InteractionFormValues;
  errors: InteractionFieldErrors;
  onChange: (patch: Partial<InteractionFormValues>) => void;
  disabled?: boolean;
  /** After a refused save (412): the notice under a field that a colleague changed too. */
  conflictAt?: (field: keyof InteractionFormValues) => FieldConflictProps | undefined;
}

/** When and how: Date, Status, Channel, Category and Type (Inbound or Outbound). */
export function InteractionClassificationFields({
  values,
  errors,
  onChange,
  disabled,
  conflictAt,
}: InteractionClassificationFieldsProps) {
  return (
    <Stack gap="md">
      <DateInput
        label="Date"
        required
        value={values.date}
        onChange={(date) => onChange({ date })}
        error={errors.date}
        inputContainer={conflictContainer(conflictAt?.('date'))}
        disabled={disabled}
        valueFormat="YYYY-MM-DD"
        dateParser={normalizeTypedDate}
        placeholder="YYYY-MM-DD"
        leftSection={<IconCalendar size={16} stroke={1.7} />}
        popoverProps={{ withinPortal: true }}
      />
      <Select
        label="Status"
        data={INTERACTION_STATUSES}
        value={values.status}
        inputContainer={conflictContainer(conflictAt?.('status'))}
        allowDeselect={false}
        disabled={disabled}
        onChange={(status) => status && onChange({ status: status as InteractionFormValues['status'] })}
      />
      <Select
        label="Channel"
        data={INTERACTION_CHANNELS}
        value={values.channel}
        inputContainer={conflictContainer(conflictAt?.('channel'))}
        allowDeselect={false}
        disabled={disabled}
        onChange={(channel) => channel && onChange({ channel: channel as InteractionFormValues['channel'] })}
      />
      <Select
        label="Category"
        data={INTERACTION_CATEGORIES}
        value={values.category}
        inputContainer={conflictContainer(conflictAt?.('category'))}
        allowDeselect={false}
        disabled={disabled}
        onChange={(category) =>
          category && onChange({ category: category as InteractionFormValues['category'] })
        }
      />
      <Select
        label="Type"
        data={INTERACTION_TYPES}
        value={values.interaction_type}
        inputContainer={conflictContainer(conflictAt?.('interaction_type'))}
        allowDeselect={false}
        disabled={disabled}
        onChange={(type) =>
          type && onChange({ interaction_type: type as InteractionFormValues['interaction_type'] })
        }
      />
    </Stack>
  );
}
