import {
  PERMISSION_MESSAGES as M,
  type ModuleRecord,
  type PermissionRecord,
  type User,
  userDisplayName,
} from '@freight/domain';
import { Button, Center, Group, Loader, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useEffect, useMemo } from 'react';
import { useRecordForm } from '../../../shared/forms/useRecordForm';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert';
import { grantKey } from './grantKey';
import { PermissionMatrix } from './PermissionMatrix';
import { useReplaceUserGrants } from './useReplaceUserGrants';
import { useUserGrants } from './useUserGrants';

interface UserGrantsEditorProps {
  user: Partial<User> & { id: number };
  catalogue: { modules: Partial<ModuleRecord>[]; permissions: Partial<PermissionRecord>[] };
}

/** The chosen user's grants as a matrix of ticks; Save Changes replaces them with what is ticked, in one call. */
export function UserGrantsEditor({ user, catalogue }: UserGrantsEditorProps) {
  const grants = useUserGrants(user.id);
  const save = useReplaceUserGrants();
  const form = useRecordForm({ initial: { granted: [] as string[] } });
  const { reset } = form;
  const checked = useMemo(() => new Set(form.values.granted), [form.values.granted]);

  // The matrix starts from what the user holds, and again each time their grants reload.
  useEffect(() => {
    reset({ granted: (grants.data?.data ?? []).map((g) => grantKey(g.module_id!, g.permission_id!)) });
  }, [grants.data, reset]);

  const toggle = (key: string, on: boolean) =>
    form.setField(
      'granted',
      on ? [...form.values.granted, key] : form.values.granted.filter((k) => k !== key),
    );

  const submit = () => {
    const body = form.values.granted.map((key) => {
      const [module_id, permission_id] = key.split(':').map(Number) as [number, number];
      return { module_id, permission_id };
    });
    save.mutate(
      { userId: user.id, grants: body },
      {
        onSuccess: () =>
          notifications.show({
            color: 'teal',
            title: 'Permissions saved',
            message: `${userDisplayName({ first_name: user.first_name ?? '', last_name: user.last_name ?? '', email: user.email ?? '' })} now has the permissions shown.`,
          }),
      },
    );
  };

  if (grants.isError) return <ErrorAlert role="alert">{M.loadUserFailed}</ErrorAlert>;
  if (grants.isPending)
    return (
      <Center py="xl">
        <Loader aria-label="Loading permissions" />
      </Center>
    );
  return (
    <>
      {save.isError && <ErrorAlert role="alert">{M.saveFailed}</ErrorAlert>}
      {user.role === 'admin' && (
        <Text size="sm" c="dimmed">
          Administrators hold every permission whatever is ticked here.
        </Text>
      )}
      <PermissionMatrix
        modules={catalogue.modules}
        permissions={catalogue.permissions}
        checked={checked}
        disabled={save.isPending}
        onToggle={toggle}
      />
      <Group justify="flex-end">
        <Button leftSection={<IconDeviceFloppy size={16} />} onClick={submit} loading={save.isPending}>
          Save Changes
        </Button>
      </Group>
    </>
  );
}
