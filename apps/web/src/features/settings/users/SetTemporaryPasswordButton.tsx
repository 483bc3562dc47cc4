import {
  PASSWORD_RESET_MESSAGES,
  passwordResetApi,
  temporaryPasswordSchema,
  type User,
  userDisplayName,
} from '@freight/domain';
import { Group, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconKey } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { type KeyboardEvent, useState } from 'react';
import { callApi } from '../../../shared/api/apiClient';
import { useRecordForm } from '../../../shared/forms/useRecordForm';
import { NewPasswordInput } from '../../auth/password/NewPasswordInput';
import { AdminActionButtons } from './AdminActionButtons';
import { AdminActionRow } from './AdminActionRow';

/**
 * An administrator sets a temporary password for a user who forgot theirs (POST /users/{id}/temporary_password):
 * the user is signed out everywhere and must choose their own password when they next sign in. It sits inside
 * the Edit User form, so it submits on its own button (and Enter in its field), never the form's.
 */
export function SetTemporaryPasswordButton({ user }: { user: User }) {
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
      notifications.show({ color: 'teal', message: PASSWORD_RESET_MESSAGES.temporarySet });
    },
    onError: (failure) => void form.fail(failure, 'Failed to set the temporary password'),
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
        explanation="Forgot their password? Give them a temporary one to change at sign-in."
        icon={<IconKey size={14} />}
        label="Set temporary password"
        onClick={() => setOpened(true)}
      />
    );
  }
  return (
    <Stack gap="xs" role="group" aria-label="Set temporary password">
      <NewPasswordInput
        label={`Temporary password for ${userDisplayName(user)}`}
        description="At least 12 characters, not their email address. Tell it to them in person or by phone."
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
          cancelLabel="Cancel"
          confirmLabel="Set password"
          busy={set.isPending}
          onCancel={close}
          onConfirm={submit}
        />
      </Group>
    </Stack>
  );
}
