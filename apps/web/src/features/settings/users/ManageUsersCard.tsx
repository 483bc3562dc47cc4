import { Button, Card, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconUsers } from '@tabler/icons-react';
import { useState } from 'react';
import { usePermission } from '../../auth/session/usePermission';
import { UserManagementDialog } from './UserManagementDialog';

/** The Security tab's 'Manage Users' card: only for holders of users:view, it opens User Management. */
export function ManageUsersCard() {
  const canView = usePermission('users', 'view');
  const [opened, setOpened] = useState(false);
  if (!canView) return null;
  return (
    <Card withBorder padding="lg" radius="md">
      <Group justify="space-between" gap="md">
        <Group gap="md" wrap="nowrap">
          <ThemeIcon size={42} radius="md" variant="light">
            <IconUsers size={22} />
          </ThemeIcon>
          <Stack gap={2}>
            <Text fw={600}>Manage Users</Text>
            <Text size="sm" c="dimmed">
              Add, edit and remove users, and set what each one may do.
            </Text>
          </Stack>
        </Group>
        <Button variant="light" onClick={() => setOpened(true)}>
          Manage Users
        </Button>
      </Group>
      {opened && <UserManagementDialog opened={opened} onClose={() => setOpened(false)} />}
    </Card>
  );
}
