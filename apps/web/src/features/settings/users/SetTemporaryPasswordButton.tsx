import { passwordResetApi, temporaryPasswordSchema, type User, userDisplayName } from '@freight/domain';
import { Group, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconKey } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { type KeyboardEvent, useState } from 'react';
import { callApi } from '../../../shared/api/apiClient';
import { useRecordForm } from '../../../shared/forms/useRecordForm';
import { useT } from '../../../shared/i18n/useT';
import { NewPasswordInput } from '../../auth/password/NewPasswordInput';
import { AdminActionButtons } from './AdminActionButtons';
import { AdminActionRow } from './AdminActionRow';

/**
 * An administrator sets a temporary password for a user who forgot theirs (POST /users/{id}/temporary_password):
 * the user is signed out everywhere and must choose their own password when they next sign in. It sits inside
 * the Edit User form, so it submits on its own button (and Enter in its field), never the form's.
 */
export function SetTemporaryPasswordButton({ user }: { user: User }) {
  const t = useT();
  const [opened, setOpened] = useState(false);
  const form = useRecordForm({ initial: { password: '' } });
  const close = () => {
    setOpened(false);
    form.reset({ password: '' });
  };
  const set = useMutation({
    mutationFn: (body: { password: string }) =>
      callApi(passwordResetApi.temporaryPassword, { params: { id: user.id }, body }),
    onSuccess: () => {
      close();
      notifications.show({ color: 'teal', message: t('users.temporarySet') });
    },
    onError: (failure) => void form.fail(failure, t('users.temporaryFailed')),
  });

  const submit = () => {
    const body = form.validate(temporaryPasswordSchema);
    if (body) set.mutate(body);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    submit();
  };

  if (!opened) {
    return (
      <AdminActionRow
        explanation={t('users.temporaryHint')}
        icon={<IconKey size={14} />}
        label={t('users.setTemporary')}
        onClick={() => setOpened(true)}
      />
    );
  }
  return (
    <Stack gap="xs" role="group" aria-label={t('users.setTemporary')}>
      <NewPasswordInput
        label={t('users.temporaryFor', { name: userDisplayName(user) })}
        description={t('users.temporaryRules')}
        autoComplete="new-password"
        value={form.values.password}
        onChange={(event) => {
          form.setField('password', event.currentTarget.value);
          form.setFormError(null);
        }}
        onKeyDown={onKeyDown}
        // Every failure is said at the field: this small form has no room above it.
        error={form.errors.password ?? form.formError}
        data-autofocus
        autoFocus
      />
      <Group justify="flex-end">
        <AdminActionButtons
          cancelLabel={t('users.cancel')}
          confirmLabel={t('users.setPassword')}
          busy={set.isPending}
          onCancel={close}
          onConfirm={submit}
        />
      </Group>
    </Stack>
  );
}
