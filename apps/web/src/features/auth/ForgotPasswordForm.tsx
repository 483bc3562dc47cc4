import { forgotPasswordSchema, PASSWORD_RESET_MESSAGES, passwordResetApi } from '@freight/domain';
import { Alert, Anchor, Button, Loader, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconAlertCircle, IconArrowLeft, IconAt, IconMailCheck } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { callApi } from '../../shared/api/apiClient';
import { apiErrorMessage } from '../../shared/api/apiErrorMessage';
import { hasErrorCode } from '../../shared/api/hasErrorCode';
import { ForgotPasswordHint } from './ForgotPasswordHint';
import { usePasswordResetStatus } from './usePasswordResetStatus';

/**
 * 'Forgot password?': the address to send a reset link to, and afterwards the same sentence whatever the
 * address. Without e-mail on the server it says to ask an administrator instead. Loaded only when opened.
 */
export function ForgotPasswordForm({ initialEmail, onBack }: { initialEmail: string; onBack: () => void }) {
  const status = usePasswordResetStatus();
  const [email, setEmail] = useState(initialEmail);
  const [error, setError] = useState<string>();
  const send = useMutation({
    mutationFn: (body: { email: string }) => callApi(passwordResetApi.forgotPassword, { body }),
  });
  const unavailable = status.data?.available === false || hasErrorCode(send.error, 'SERVICE_UNAVAILABLE');

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = forgotPasswordSchema.safeParse({ email });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    send.mutate(parsed.data);
  };

  const back = (
    <Anchor component="button" type="button" size="sm" fw={500} onClick={onBack}>
      <IconArrowLeft size={14} style={{ verticalAlign: 'middle' }} /> Back to log in
    </Anchor>
  );

  let body: React.ReactNode;
  if (status.isPending) body = <Loader size="sm" aria-label="Loading" />;
  else if (unavailable) body = <ForgotPasswordHint>{PASSWORD_RESET_MESSAGES.unavailable}</ForgotPasswordHint>;
  else if (send.isSuccess) {
    body = (
      <Alert color="teal" variant="light" icon={<IconMailCheck size={18} />} role="status">
        {send.data.message}
      </Alert>
    );
  } else {
    body = (
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="md">
          {send.isError && (
            <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />}>
              {apiErrorMessage(send.error, 'The reset link could not be sent. Please try again.')}
            </Alert>
          )}
          <TextInput
            label="Email"
            name="email"
            type="email"
            autoComplete="username"
            placeholder="you@company.com"
            leftSection={<IconAt size={16} />}
            value={email}
            onChange={(event) => {
              setEmail(event.currentTarget.value);
              setError(undefined);
            }}
            error={error}
            size="md"
            autoFocus
            required
          />
          <Button type="submit" size="md" fullWidth loading={send.isPending}>
            Send reset link
          </Button>
        </Stack>
      </form>
    );
  }

  return (
    <Stack gap="md">
      <div>
        <Title order={2} fz="lg">
          Forgot password?
        </Title>
        {!unavailable && !send.isSuccess && (
          <Text size="sm" c="dimmed">
            Enter the email address of your account and we will send you a link to choose a new password.
          </Text>
        )}
      </div>
      {body}
      {back}
    </Stack>
  );
}
