import { forgotPasswordSchema, PASSWORD_RESET_MESSAGES, passwordResetApi } from '@freight/domain';
import { Alert, Button, Loader, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconMailCheck } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { callApi } from '../../../shared/api/apiClient';
import { apiErrorMessage } from '../../../shared/api/apiErrorMessage';
import { hasErrorCode } from '../../../shared/api/hasErrorCode';
import { textField } from '../../../shared/forms/textField';
import { useRecordForm } from '../../../shared/forms/useRecordForm';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert';
import { AuthLinkButton } from '../AuthLinkButton';
import { AccountEmailInput } from '../login/AccountEmailInput';
import { ForgotPasswordHint } from './ForgotPasswordHint';
import { usePasswordResetStatus } from './usePasswordResetStatus';

/**
 * 'Forgot password?': the address to send a reset link to, and afterwards the same sentence whatever the
 * address. Without e-mail on the server it says to ask an administrator instead. Loaded only when opened.
 */
export function ForgotPasswordForm({ initialEmail, onBack }: { initialEmail: string; onBack: () => void }) {
  const status = usePasswordResetStatus();
  const form = useRecordForm({ initial: { email: initialEmail } });
  const send = useMutation({
    mutationFn: (body: { email: string }) => callApi(passwordResetApi.forgotPassword, { body }),
  });
  const unavailable = status.data?.available === false || hasErrorCode(send.error, 'SERVICE_UNAVAILABLE');

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const body = form.validate(forgotPasswordSchema);
    if (body) send.mutate(body);
  };

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
      <form ref={form.formRef} onSubmit={handleSubmit} noValidate>
        <Stack gap="md">
          {send.isError && (
            <ErrorAlert>
              {apiErrorMessage(send.error, 'The reset link could not be sent. Please try again.')}
            </ErrorAlert>
          )}
          <AccountEmailInput {...textField(form, 'email')} />
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
      <AuthLinkButton onClick={onBack}>
        <IconArrowLeft size={14} style={{ verticalAlign: 'middle' }} /> Back to log in
      </AuthLinkButton>
    </Stack>
  );
}
