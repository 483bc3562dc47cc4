import { Group, Progress, Text } from '@mantine/core';

/** The card's progress bar and percent (shown only when the task has subtasks). */
export function TaskProgress({ value, label }: { value: number; label: string }) {
  return (
    <Group gap="sm" wrap="nowrap" maw={420}>
      <Progress.Root size="md" radius="xl" style={{ flex: 1 }} transitionDuration={200}>
        <Progress.Section value={value} color={value === 100 ? 'teal' : undefined} aria-label={label} />
      </Progress.Root>
      <Text size="xs" fw={600} w={38} ta="right" data-testid="task-progress">
        {value}%
      </Text>
    </Group>
  );
}
