import { isTotpCode, TWO_FACTOR_MESSAGES } from '@freight/domain';
import {
  Alert,
  Button,
  Code,
  CopyButton,
  Group,
  Image,
  Loader,
  Modal,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { IconAlertCircle, IconCheck, IconCopy } from '@tabler/icons-react';
import { type FormEvent, useEffect, useState } from 'react';
import { ApiError } from '../../../shared/api/ApiError';
import { apiErrorMessage } from '../../../shared/api/apiErrorMessage';
import { RecoveryCodesView } from './RecoveryCodesView';
import { useEnableTwoFactor } from './useEnableTwoFactor';
import { useStartTwoFactorSetup } from './useStartTwoFactorSetup';

/** 'ABCDEFGH...' in groups of four, easier to type into an app by hand. */
const grouped = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

/**
 * Turning two-factor sign-in on: the server makes a secret (pending until confirmed), shown as a QR code and
 * as text; a code from the app confirms it; the recovery codes are then shown once.
 */
export function TwoFactorSetupModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const setup = useStartTwoFactorSetup();
  const enable = useEnableTwoFactor();
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string>();
  const { mutate: startSetup, reset: resetSetup } = setup;
  const { reset: resetEnable } = enable;

  useEffect(() => {
    if (!opened) return;
    setCode('');
    setCodeError(undefined);
    resetEnable();
    startSetup();
    return resetSetup;
  }, [opened, startSetup, resetSetup, resetEnable]);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const typed = code.trim();
    const problem = !typed
      ? TWO_FACTOR_MESSAGES.codeRequired
      : isTotpCode(typed)
        ? undefined
        : TWO_FACTOR_MESSAGES.codeFormat;
    setCodeError(problem);
    if (problem) return;
    enable.mutate(typed, {
      onError: (error) => {
        if (ApiError.is(error) && error.fields.code) {
          setCodeError(error.fields.code);
          setCode('');
        }
      },
    });
  };

  const codes = enable.data?.recovery_codes;
  const enableFailed = enable.isError && !(ApiError.is(enable.error) && enable.error.fields.code);

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={codes ? 'Two-factor authentication is on' : 'Turn on two-factor authentication'}
      size="lg"
      closeOnClickOutside={!codes}
    >
      {codes ? (
        <RecoveryCodesView codes={codes} onDone={onClose} />
      ) : (
        <Stack gap="md">
          {setup.isPending && (
            <Group gap="xs">
              <Loader size="sm" />
              <Text size="sm">Preparing your QR code...</Text>
            </Group>
          )}
          {setup.isError && (
            <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />}>
              {apiErrorMessage(setup.error, 'Two-factor setup could not be started. Please try again.')}
            </Alert>
          )}
          {setup.data && (
            <>
              <Text size="sm">
                1. Scan this QR code with an authenticator app (Google Authenticator, Microsoft Authenticator,
                1Password, ...).
              </Text>
              <Image
                src={setup.data.qr_code}
                alt="QR code for your authenticator app"
                w={200}
                h={200}
                mx="auto"
                radius="sm"
              />
              <Stack gap={4}>
                <Text size="sm">Or type this key into the app:</Text>
                <Group gap="xs" wrap="nowrap">
                  <Code fz="sm" style={{ wordBreak: 'break-all' }} data-testid="two-factor-secret">
                    {grouped(setup.data.secret)}
                  </Code>
                  <CopyButton value={setup.data.secret}>
                    {({ copied, copy }) => (
                      <Button
                        size="xs"
                        variant="default"
                        onClick={copy}
                        leftSection={copied ? <IconCheck size={14} /> : <IconCopy size={14} />}
                      >
                        {copied ? 'Copied' : 'Copy key'}
                      </Button>
                    )}
                  </CopyButton>
                </Group>
              </Stack>
              <form onSubmit={handleSubmit} noValidate>
                <Stack gap="sm">
                  <Text size="sm">2. Enter the 6-digit code the app shows.</Text>
                  {enableFailed && (
                    <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />}>
                      {apiErrorMessage(enable.error, 'Two-factor authentication could not be turned on.')}
                    </Alert>
                  )}
                  <TextInput
                    label="Authentication code"
                    placeholder="123456"
                    autoComplete="one-time-code"
                    inputMode="numeric"
                    maxLength={7}
                    value={code}
                    onChange={(event) => {
                      setCode(event.currentTarget.value);
                      setCodeError(undefined);
                    }}
                    error={codeError}
                    maw={240}
                    data-autofocus
                  />
                  <Group justify="flex-end">
                    <Button variant="default" onClick={onClose}>
                      Cancel
                    </Button>
                    <Button type="submit" loading={enable.isPending}>
                      Verify and turn on
                    </Button>
                  </Group>
                </Stack>
              </form>
            </>
          )}
        </Stack>
      )}
    </Modal>
  );
}
