import { type ModuleRecord, type PermissionRecord, type User, userDisplayName } from '@freight/domain';
import { Button, Center, Group, Loader, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useEffect, useMemo } from 'react';
import { useRecordForm } from '../../../shared/forms/useRecordForm';
import { useT } from '../../../shared/i18n/useT';
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
  const t = useT();
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
            title: t('permissions.saved'),
            message: t('permissions.savedMessage', {
              name: userDisplayName({
                first_name: user.first_name ?? '',
                last_name: user.last_name ?? '',
                email: user.email ?? '',
              }),
            }),
          }),
      },
    );
  };

  if (grants.isError) return <ErrorAlert role="alert">{t('permissions.loadUserFailed')}</ErrorAlert>;
  if (grants.isPending)
    return (
      <Center py="xl">
        <Loader aria-label={t('permissions.loading')} />
      </Center>
    );
  return (
    <>
      {save.isError && <ErrorAlert role="alert">{t('permissions.saveFailed')}</ErrorAlert>}
      {user.role === 'admin' && (
        <Text size="sm" c="dimmed">
          {t('permissions.adminsHoldAll')}
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
          {t('permissions.saveChanges')}
        </Button>
      </Group>
    </>
  );
}
