import { accountSecurityApi, type User, userDisplayName } from '@freight/domain';
import { Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconShieldOff } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { callApi } from '../../../shared/api/apiClient';
import { apiErrorMessage } from '../../../shared/api/apiErrorMessage';
import { AdminActionButtons } from './AdminActionButtons';
import { AdminActionRow } from './AdminActionRow';

/**
 * An administrator turns off a user's two-factor sign-in (a lost phone): DELETE /users/{id}/two-factor. Asks
 * once more before doing it, since the user then signs in with the password alone.
 */
export function ResetTwoFactorButton({ user }: { user: User }) {
  const [confirming, setConfirming] = useState(false);
  const reset = useMutation({
    mutationFn: () => callApi(accountSecurityApi.twoFactorReset, { params: { id: user.id } }),
    onSuccess: () => {
      setConfirming(false);
      notifications.show({
        color: 'teal',
        message: `Two-factor sign-in is off for ${userDisplayName(user)}. They can turn it on again in Settings.`,
      });
    },
    onError: (error) =>
      notifications.show({
        color: 'red',
        message: apiErrorMessage(error, 'Failed to reset two-factor sign-in'),
      }),
  });

  if (!confirming) {
    return (
      <AdminActionRow
        explanation="Lost their authenticator? Reset two-factor sign-in so they can sign in with their password."
        icon={<IconShieldOff size={14} />}
        label="Reset two-factor"
        onClick={() => setConfirming(true)}
      />
    );
  }
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm" role="group" aria-label="Confirm two-factor reset">
      <Text size="sm">Turn off two-factor sign-in for {userDisplayName(user)}?</Text>
      <AdminActionButtons
        cancelLabel="Keep it"
        confirmLabel="Turn it off"
        confirmColor="red"
        busy={reset.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() => reset.mutate()}
      />
    </Group>
  );
}
