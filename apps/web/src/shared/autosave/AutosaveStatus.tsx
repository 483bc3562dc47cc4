import { Button, Group, Loader, Text } from '@mantine/core';
import { IconArrowsDiff, IconCloudCheck } from '@tabler/icons-react';
import { useT } from '../i18n/useT';
import { useDateFormat } from '../preferences/useDateFormat';
import { revealFirstConflict } from './revealFirstConflict';

interface AutosaveStatusProps {
  saving: boolean;
  lastSavedAt: Date | null;
  /** Fields waiting for the user to choose between their value and a colleague's; saving is paused. */
  conflictCount: number;
  /** What to say before anything has been saved. */
  idleText: string;
}

/** 'Saving...' while a change waits or travels, then 'Last saved at {time}'; or the conflicts to settle. */
export function AutosaveStatus({ saving, lastSavedAt, conflictCount, idleText }: AutosaveStatusProps) {
  const format = useDateFormat();
  const t = useT();
  if (conflictCount > 0) {
    return (
      <Group gap={6} wrap="nowrap" role="status" aria-live="polite">
        <IconArrowsDiff size={16} color="var(--mantine-color-orange-7)" aria-hidden />
        <Text size="sm" c="orange.9">
          {t('autosave.conflicts', { count: conflictCount })}
        </Text>
        <Button size="compact-sm" variant="subtle" color="orange" onClick={() => revealFirstConflict(true)}>
          {t('autosave.show')}
        </Button>
      </Group>
    );
  }
  if (saving) {
    return (
      <Group gap={6} wrap="nowrap" role="status" aria-live="polite">
        <Loader size={14} />
        <Text size="sm" c="dimmed">
          {t('common.saving')}
        </Text>
      </Group>
    );
  }
  return (
    <Group gap={6} wrap="nowrap" role="status" aria-live="polite">
      <IconCloudCheck size={16} color="var(--mantine-color-teal-6)" aria-hidden />
      <Text size="sm" c="dimmed">
        {lastSavedAt
          ? t('autosave.lastSaved', { time: format.time(lastSavedAt, { seconds: true }) })
          : idleText}
      </Text>
    </Group>
  );
}
