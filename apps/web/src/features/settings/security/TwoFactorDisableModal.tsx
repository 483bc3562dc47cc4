import { passwordConfirmSchema } from '@freight/domain';
import { Alert, Button, Group, Modal, PasswordInput, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { ApiError } from '../../../shared/api/ApiError';
import { apiErrorMessage } from '../../../shared/api/apiErrorMessage';
import { useDisableTwoFactor } from './useDisableTwoFactor';

/** Turning two-factor sign-in off, confirmed with the password. */
export function TwoFactorDisableModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const disable = useDisableTwoFactor();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();
  const [visible, setVisible] = useState(false);

  const close = () => {
    setPassword('');
    setError(undefined);
    disable.reset();
    onClose();
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = passwordConfirmSchema.safeParse({ password });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    disable.mutate(password, {
      onSuccess: close,
      onError: (failure) => {
        if (ApiError.is(failure) && failure.fields.password) setError(failure.fields.password);
      },
    });
  };

  const otherError = disable.isError && !(ApiError.is(disable.error) && disable.error.fields.password);

  return (
    <Modal opened={opened} onClose={close} title="Turn off two-factor authentication">
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="md">
          <Text size="sm">
            Signing in will then need only your password, and your recovery codes stop working. Enter your
            password to confirm.
          </Text>
          {otherError && (
            <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />}>
              {apiErrorMessage(disable.error, 'Two-factor authentication could not be turned off.')}
            </Alert>
          )}
          <PasswordInput
            label="Password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => {
              setPassword(event.currentTarget.value);
              setError(undefined);
            }}
            error={error}
            visible={visible}
            onVisibilityChange={setVisible}
            visibilityToggleButtonProps={{ 'aria-label': visible ? 'Hide typed text' : 'Show typed text' }}
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" color="red" loading={disable.isPending}>
              Turn off
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
