import { isRecoveryCode, isTotpCode, TWO_FACTOR_MESSAGES } from '@freight/domain';
import { Alert, Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertCircle, IconShieldLock } from '@tabler/icons-react';
import { type FormEvent, useRef, useState } from 'react';
import { ApiError } from '../../shared/api/ApiError';
import { apiErrorReason } from '../../shared/api/apiErrorMessage';
import { hasErrorCode } from '../../shared/api/hasErrorCode';
import { loginErrorMessage } from './loginErrorMessage';
import { useLoginTwoFactor } from './useLoginTwoFactor';

interface TwoFactorLoginStepProps {
  challenge: string;
  /** Back to the password step, with what to tell the user there (a challenge that ran out). */
  onRestart: (message?: string) => void;
}

/** The second sign-in step: the authenticator app's 6-digit code, or one recovery code instead. */
export function TwoFactorLoginStep({ challenge, onRestart }: TwoFactorLoginStepProps) {
  const verify = useLoginTwoFactor();
  const [useRecovery, setUseRecovery] = useState(false);
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const inputRef = useRef<HTMLInputElement>(null);

  const switchMethod = () => {
    setUseRecovery((current) => !current);
    setCode('');
    setFieldError(undefined);
    verify.reset();
    inputRef.current?.focus();
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const typed = code.trim();
    const problem = !typed
      ? useRecovery
        ? TWO_FACTOR_MESSAGES.recoveryRequired
        : TWO_FACTOR_MESSAGES.codeRequired
      : useRecovery
        ? isRecoveryCode(typed)
          ? undefined
          : TWO_FACTOR_MESSAGES.recoveryFormat
        : isTotpCode(typed)
          ? undefined
          : TWO_FACTOR_MESSAGES.codeFormat;
    setFieldError(problem);
    if (problem) {
      inputRef.current?.focus();
      return;
    }
    verify.mutate(
      { challenge, code: typed },
      {
        onError: (error) => {
          // A challenge that ran out or was used up: the password is needed again.
          if (hasErrorCode(error, 'UNAUTHENTICATED') && !error.fields.code)
            onRestart(apiErrorReason(error, 'Please sign in again.'));
          else if (ApiError.is(error) && error.fields.code) {
            setFieldError(error.fields.code);
            setCode('');
            inputRef.current?.focus();
          }
        },
      },
    );
  };

  const otherError = verify.isError && !(ApiError.is(verify.error) && verify.error.fields.code);

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        <Group gap="xs" wrap="nowrap" align="flex-start">
          <IconShieldLock size={22} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
          <Text>
            {useRecovery
              ? 'Enter one of the recovery codes you saved when you turned on two-factor authentication. Each code works once.'
              : 'Two-factor authentication is on for this account. Enter the 6-digit code from your authenticator app.'}
          </Text>
        </Group>
        {otherError && (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />}>
            {loginErrorMessage(verify.error)}
          </Alert>
        )}
        <TextInput
          ref={inputRef}
          key={useRecovery ? 'recovery' : 'totp'}
          label={useRecovery ? 'Recovery code' : 'Authentication code'}
          name={useRecovery ? 'recovery-code' : 'one-time-code'}
          placeholder={useRecovery ? 'abcde-23456' : '123456'}
          autoComplete={useRecovery ? 'off' : 'one-time-code'}
          inputMode={useRecovery ? 'text' : 'numeric'}
          spellCheck={false}
          maxLength={useRecovery ? 20 : 7}
          value={code}
          onChange={(event) => {
            setCode(event.currentTarget.value);
            setFieldError(undefined);
          }}
          error={fieldError}
          size="md"
          autoFocus
          required
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', letterSpacing: '0.1em' } }}
        />
        <Button type="submit" size="md" fullWidth disabled={verify.isPending}>
          {verify.isPending ? 'Verifying...' : 'Verify'}
        </Button>
        <Group justify="space-between" gap="xs">
          <Anchor component="button" type="button" size="sm" fw={500} onClick={switchMethod}>
            {useRecovery ? 'Use your authenticator app instead' : 'Use a recovery code instead'}
          </Anchor>
          <Anchor component="button" type="button" size="sm" c="dimmed" onClick={() => onRestart()}>
            Back to sign in
          </Anchor>
        </Group>
      </Stack>
    </form>
  );
}
