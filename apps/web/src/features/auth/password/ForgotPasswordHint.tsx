import { Group, Paper, Text, ThemeIcon } from '@mantine/core';
import { IconKey } from '@tabler/icons-react';

/**
 * Staff accounts are managed by administrators, so without e-mail the honest answer to a lost password is
 * "ask one": they can set a temporary password in Settings, under user management.
 */
export function ForgotPasswordHint({ children }: { children: string }) {
  return (
    <Paper withBorder radius="md" p="sm" bg="var(--mantine-color-indigo-light)" role="status">
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <ThemeIcon variant="white" radius="xl" size="md">
          <IconKey size={16} />
        </ThemeIcon>
        <Text size="sm">{children}</Text>
      </Group>
    </Paper>
  );
}
