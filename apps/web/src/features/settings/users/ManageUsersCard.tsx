import { Button, Card, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconUsers } from '@tabler/icons-react';
import { useState } from 'react';
import { useT } from '../../../shared/i18n/useT';
import { usePermission } from '../../auth/session/usePermission';
import { UserManagementDialog } from './UserManagementDialog';

/** The Security tab's 'Manage Users' card: only for holders of users:view, it opens User Management. */
export function ManageUsersCard() {
  const t = useT();
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
            <Text fw={600}>{t('users.manageUsers')}</Text>
            <Text size="sm" c="dimmed">
              {t('users.manageUsersHint')}
            </Text>
          </Stack>
        </Group>
        <Button variant="light" onClick={() => setOpened(true)}>
          {t('users.manageUsers')}
        </Button>
      </Group>
      {opened && <UserManagementDialog opened={opened} onClose={() => setOpened(false)} />}
    </Card>
  );
}
