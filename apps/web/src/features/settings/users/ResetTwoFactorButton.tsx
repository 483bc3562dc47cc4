import { accountSecurityApi, type User, userDisplayName } from '@freight/domain';
import { Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconShieldOff } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { callApi } from '../../../shared/api/apiClient';
import { apiErrorMessage } from '../../../shared/api/apiErrorMessage';
import { useT } from '../../../shared/i18n/useT';
import { AdminActionButtons } from './AdminActionButtons';
import { AdminActionRow } from './AdminActionRow';

/**
 * An administrator turns off a user's two-factor sign-in (a lost phone): DELETE /users/{id}/two-factor. Asks
 * once more before doing it, since the user then signs in with the password alone.
 */
export function ResetTwoFactorButton({ user }: { user: User }) {
  const t = useT();
  const [confirming, setConfirming] = useState(false);
  const reset = useMutation({
    mutationFn: () => callApi(accountSecurityApi.twoFactorReset, { params: { id: user.id } }),
    onSuccess: () => {
      setConfirming(false);
      notifications.show({
        color: 'teal',
        message: t('users.twoFactorResetDone', { name: userDisplayName(user) }),
      });
    },
    onError: (error) =>
      notifications.show({
        color: 'red',
        message: apiErrorMessage(error, t('users.twoFactorResetFailed')),
      }),
  });

  if (!confirming) {
    return (
      <AdminActionRow
        explanation={t('users.twoFactorResetHint')}
        icon={<IconShieldOff size={14} />}
        label={t('users.twoFactorReset')}
        onClick={() => setConfirming(true)}
      />
    );
  }
  return (
    <Group
      justify="space-between"
      wrap="nowrap"
      gap="sm"
      role="group"
      aria-label={t('users.twoFactorResetConfirm')}
    >
      <Text size="sm">{t('users.twoFactorResetQuestion', { name: userDisplayName(user) })}</Text>
      <AdminActionButtons
        cancelLabel={t('users.keepIt')}
        confirmLabel={t('users.turnItOff')}
        confirmColor="red"
        busy={reset.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() => reset.mutate()}
      />
    </Group>
  );
}
