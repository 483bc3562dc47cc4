import { Group, Loader, Text } from '@mantine/core';
import { IconCloudCheck, IconCloudOff } from '@tabler/icons-react';

const timeFormat = new Intl.DateTimeFormat(undefined, {
  hour: 'numeric',
  minute: '2-digit',
  second: '2-digit',
});

interface AutosaveStatusProps {
  saving: boolean;
  lastSavedAt: Date | null;
  /** Saving is stopped until the user reloads after someone else's change. */
  paused?: boolean;
}

/** 'Saving...' while a change waits or travels, then 'Last saved at {time}'. */
export function AutosaveStatus({ saving, lastSavedAt, paused = false }: AutosaveStatusProps) {
  if (paused) {
    return (
      <Group gap={6} wrap="nowrap" role="status" aria-live="polite">
        <IconCloudOff size={16} color="var(--mantine-color-orange-7)" />
        <Text size="sm" c="orange.8">
          Not saved — reload needed
        </Text>
      </Group>
    );
  }
  if (saving) {
    return (
      <Group gap={6} wrap="nowrap" role="status" aria-live="polite">
        <Loader size={14} />
        <Text size="sm" c="dimmed">
          Saving...
        </Text>
      </Group>
    );
  }
  if (!lastSavedAt) {
    return (
      <Text size="sm" c="dimmed" role="status" aria-live="polite">
        Changes save automatically
      </Text>
    );
  }
  return (
    <Group gap={6} wrap="nowrap" role="status" aria-live="polite">
      <IconCloudCheck size={16} color="var(--mantine-color-teal-6)" />
      <Text size="sm" c="dimmed">
        Last saved at {timeFormat.format(lastSavedAt)}
      </Text>
    </Group>
  );
}
