import { Button, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';

interface AdminActionRowProps {
  /** When to use it, said beside the button. */
  explanation: string;
  icon: ReactNode;
  label: string;
  onClick: () => void;
}

/** An administrator's action on a user inside Edit User: a line saying when to use it and its small button. */
export function AdminActionRow({ explanation, icon, label, onClick }: AdminActionRowProps) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm">
      <Text size="sm" c="dimmed">
        {explanation}
      </Text>
      <Button
        variant="default"
        size="xs"
        leftSection={icon}
        onClick={onClick}
        // Its label stays whole beside a long explanation on a narrow screen.
        style={{ flex: 'none' }}
      >
        {label}
      </Button>
    </Group>
  );
}
