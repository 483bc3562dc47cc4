import { Collapse, Group, Paper, Text, ThemeIcon } from '@mantine/core';
import { IconKey } from '@tabler/icons-react';

/**
 * Staff accounts are managed by administrators, so the honest answer to a lost password is "ask one".
 * Inline text rather than a popover: a labelled dialog named "Forgot password?" would also answer to the
 * label "Password" and blur which control that label means.
 */
export function ForgotPasswordHint({ id, opened }: { id: string; opened: boolean }) {
  return (
    <Collapse expanded={opened} id={id}>
      <Paper withBorder radius="md" p="sm" bg="indigo.0" bd="1px solid indigo.1">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <ThemeIcon variant="white" radius="xl" size="md">
            <IconKey size={16} />
          </ThemeIcon>
          <Text size="sm">
            Ask an administrator to reset your password. They can set a new one for you in Settings, under
            user management.
          </Text>
        </Group>
      </Paper>
    </Collapse>
  );
}
