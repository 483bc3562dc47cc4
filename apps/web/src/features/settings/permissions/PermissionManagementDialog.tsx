import { PERMISSION_MESSAGES as M, userDisplayName } from '@freight/domain';
import {
  Alert,
  Badge,
  Box,
  Button,
  Center,
  Group,
  Loader,
  Modal,
  NavLink,
  ScrollArea,
  Stack,
  Text,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconDeviceFloppy } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useAllUsers } from '../users/useAllUsers';
import { grantKey } from './grantKey';
import { PermissionMatrix } from './PermissionMatrix';
import { usePermissionCatalogue } from './usePermissionCatalogue';
import { useReplaceUserGrants } from './useReplaceUserGrants';
import { useUserGrants } from './useUserGrants';

interface PermissionManagementDialogProps {
  opened: boolean;
  onClose: () => void;
}

/**
 * The Permission Management dialog (admin only): users on the left, the module and
 * permission matrix of the chosen one on the right; Save Changes replaces their grants in one call.
 */
export function PermissionManagementDialog({ opened, onClose }: PermissionManagementDialogProps) {
  const narrow = useMediaQuery('(max-width: 48em)');
  const users = useAllUsers(opened);
  const catalogue = usePermissionCatalogue(opened);
  const [userId, setUserId] = useState<number | null>(null);
  const grants = useUserGrants(userId);
  const save = useReplaceUserGrants();
  const [checked, setChecked] = useState<Set<string>>(new Set());
  const selected = users.data?.find((u) => u.id === userId);

  // The matrix starts from what the chosen user holds, each time one is chosen or their grants reload.
  useEffect(() => {
    setChecked(new Set((grants.data?.data ?? []).map((g) => grantKey(g.module_id!, g.permission_id!))));
  }, [grants.data]);

  const choose = (id: number) => {
    save.reset();
    setUserId(id);
  };
  const toggle = (key: string, on: boolean) =>
    setChecked((current) => {
      const next = new Set(current);
      if (on) next.add(key);
      else next.delete(key);
      return next;
    });
  const submit = () => {
    if (userId === null) return;
    const body = [...checked].map((key) => {
      const [module_id, permission_id] = key.split(':').map(Number) as [number, number];
      return { module_id, permission_id };
    });
    save.mutate(
      { userId, grants: body },
      {
        onSuccess: () =>
          notifications.show({
            color: 'teal',
            title: 'Permissions saved',
            message: selected ? `${userDisplayName(selected)} now has the permissions shown.` : undefined,
          }),
      },
    );
  };

  const loadFailed = users.isError || catalogue.isError;
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Permission Management"
      size={1000}
      fullScreen={narrow}
      centered
    >
      {loadFailed ? (
        <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
          {M.loadFailed}
        </Alert>
      ) : !users.data || !catalogue.data ? (
        <Center py="xl">
          <Loader aria-label="Loading users and permissions" />
        </Center>
      ) : (
        <Box
          style={{
            display: 'flex',
            flexDirection: narrow ? 'column' : 'row',
            gap: 'var(--mantine-spacing-md)',
          }}
        >
          <ScrollArea.Autosize mah={narrow ? 220 : 480} w={narrow ? '100%' : 260} type="auto">
            <Stack gap={2} component="nav" aria-label="Users">
              {users.data.map((u) => (
                <NavLink
                  key={u.id}
                  component="button"
                  aria-current={u.id === userId || undefined}
                  active={u.id === userId}
                  onClick={() => choose(u.id)}
                  label={userDisplayName({
                    first_name: u.first_name ?? '',
                    last_name: u.last_name ?? '',
                    email: u.email ?? '',
                  })}
                  description={u.email}
                  rightSection={
                    u.role === 'admin' ? (
                      <Badge size="xs" color="grape">
                        Admin
                      </Badge>
                    ) : undefined
                  }
                />
              ))}
            </Stack>
          </ScrollArea.Autosize>
          <Stack gap="sm" style={{ flex: 1, minWidth: 0 }}>
            {userId === null ? (
              <Center py="xl" h="100%">
                <Text c="dimmed">{M.selectUser}</Text>
              </Center>
            ) : grants.isError ? (
              <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
                {M.loadUserFailed}
              </Alert>
            ) : grants.isPending ? (
              <Center py="xl">
                <Loader aria-label="Loading permissions" />
              </Center>
            ) : (
              <>
                {save.isError && (
                  <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
                    {M.saveFailed}
                  </Alert>
                )}
                {selected?.role === 'admin' && (
                  <Text size="sm" c="dimmed">
                    Administrators hold every permission whatever is ticked here.
                  </Text>
                )}
                <PermissionMatrix
                  modules={catalogue.data.modules}
                  permissions={catalogue.data.permissions}
                  checked={checked}
                  disabled={save.isPending}
                  onToggle={toggle}
                />
                <Group justify="flex-end">
                  <Button
                    leftSection={<IconDeviceFloppy size={16} />}
                    onClick={submit}
                    loading={save.isPending}
                  >
                    Save Changes
                  </Button>
                </Group>
              </>
            )}
          </Stack>
        </Box>
      )}
    </Modal>
  );
}
