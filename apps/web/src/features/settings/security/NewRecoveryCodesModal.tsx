import { passwordConfirmSchema } from '@freight/domain';
import { Alert, Button, Group, Modal, PasswordInput, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { ApiError } from '../../../shared/api/ApiError';
import { apiErrorMessage } from '../../../shared/api/apiErrorMessage';
import { RecoveryCodesView } from './RecoveryCodesView';
import { useNewRecoveryCodes } from './useNewRecoveryCodes';

/** Replaces the recovery codes (used up or lost), confirmed with the password, and shows the new ones once. */
export function NewRecoveryCodesModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const renew = useNewRecoveryCodes();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();
  const [visible, setVisible] = useState(false);

  const close = () => {
    setPassword('');
    setError(undefined);
    renew.reset();
    onClose();
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = passwordConfirmSchema.safeParse({ password });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    renew.mutate(password, {
      onError: (failure) => {
        if (ApiError.is(failure) && failure.fields.password) setError(failure.fields.password);
      },
    });
  };

  const codes = renew.data?.recovery_codes;
  const otherError = renew.isError && !(ApiError.is(renew.error) && renew.error.fields.password);

  return (
    <Modal opened={opened} onClose={close} title="New recovery codes" size={codes ? 'lg' : 'md'}>
      {codes ? (
        <RecoveryCodesView codes={codes} onDone={close} />
      ) : (
        <form onSubmit={handleSubmit} noValidate>
          <Stack gap="md">
            <Text size="sm">
              You get ten new recovery codes, and the ones you have now stop working. Enter your password to
              confirm.
            </Text>
            {otherError && (
              <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />}>
                {apiErrorMessage(renew.error, 'New recovery codes could not be made.')}
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
              <Button type="submit" loading={renew.isPending}>
                Make new codes
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
