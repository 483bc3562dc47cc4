import { isTaskOverdue } from '@freight/domain';
import { ActionIcon, Badge, Group, Tooltip } from '@mantine/core';
import { DateTimePicker } from '@mantine/dates';
import { IconCalendarDue, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useT } from '../../../shared/i18n/useT';
import { useDateFormat } from '../../../shared/preferences/useDateFormat';
import { useDateInputFormat } from '../../../shared/preferences/useDateInputFormat';

/** The picker's local 'YYYY-MM-DD HH:mm:ss' as an ISO UTC time. */
function toIso(value: string): string {
  return new Date(value.replace(' ', 'T')).toISOString();
}

interface TaskDeadlineProps {
  deadline: string | null;
  editable: boolean;
  onChange: (deadline: string | null) => void;
}

/**
 * The card's deadline: a date-and-time input while there is none; once set, the date (in
 * strong red when overdue) and a button that clears it.
 */
export function TaskDeadline({ deadline, editable, onChange }: TaskDeadlineProps) {
  const t = useT();
  const [draft, setDraft] = useState<string | null>(null);
  const format = useDateFormat();
  const inputFormat = useDateInputFormat();

  if (deadline) {
    const overdue = isTaskOverdue(deadline);
    return (
      <Group gap={2} wrap="nowrap">
        <Badge
          color={overdue ? 'red' : 'gray'}
          variant={overdue ? 'filled' : 'light'}
          leftSection={<IconCalendarDue size={12} />}
          style={{ textTransform: 'none', fontWeight: overdue ? 700 : 500 }}
          // A long date in a long language wraps onto a second line on a phone instead of being cut.
          styles={{
            root: { height: 'auto', minHeight: 'var(--badge-height)', maxWidth: '100%' },
            label: { whiteSpace: 'normal', overflow: 'visible' },
          }}
          data-overdue={overdue || undefined}
        >
          {t(overdue ? 'tasks.overdueAt' : 'tasks.dueAt', { time: format.dateTime(deadline) })}
        </Badge>
        {editable && (
          <Tooltip label={t('tasks.clearDeadline')} withArrow>
            <ActionIcon
              size="sm"
              variant="subtle"
              color="gray"
              aria-label={t('tasks.clearDeadline')}
              onClick={() => onChange(null)}
            >
              <IconX size={14} />
            </ActionIcon>
          </Tooltip>
        )}
      </Group>
    );
  }

  if (!editable) return null;
  return (
    <DateTimePicker
      aria-label={t('tasks.deadline')}
      placeholder={t('tasks.setDeadline')}
      size="xs"
      w={150}
      value={draft}
      onChange={setDraft}
      valueFormat={inputFormat.dateTimeValueFormat}
      leftSection={<IconCalendarDue size={14} />}
      popoverProps={{ withinPortal: true }}
      submitButtonProps={{ 'aria-label': t('tasks.saveDeadline') }}
      // Saved when the picker closes, not on every click inside it (day, then hours, then minutes).
      onDropdownClose={() => {
        if (draft) onChange(toIso(draft));
        setDraft(null);
      }}
    />
  );
}
