import { Group, Stack, Text, ThemeIcon } from '@mantine/core';
import type { ReactNode } from 'react';

interface SecurityOptionRowProps {
  icon: ReactNode;
  title: string;
  description: ReactNode;
  /** The option's button (Enable, Manage, ...). */
  action: ReactNode;
}

/** One line of the Account Security panel: icon, title and what it does, and its button at the end. */
export function SecurityOptionRow({ icon, title, description, action }: SecurityOptionRowProps) {
  return (
    <Group justify="space-between" wrap="wrap" gap="sm">
      <Group gap="sm" wrap="nowrap" align="flex-start" style={{ flex: '1 1 260px', minWidth: 0 }}>
        <ThemeIcon variant="light" size="lg" radius="md" aria-hidden>
          {icon}
        </ThemeIcon>
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text fw={600} component="h3" size="md" m={0}>
            {title}
          </Text>
          <Text size="sm" c="dimmed" component="div">
            {description}
          </Text>
        </Stack>
      </Group>
      {action}
    </Group>
  );
}
