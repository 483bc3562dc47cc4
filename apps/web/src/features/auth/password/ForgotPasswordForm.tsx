import { forgotPasswordSchema, passwordResetApi } from '@freight/domain';
import { Alert, Button, Loader, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconMailCheck } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { callApi } from '../../../shared/api/apiClient';
import { apiErrorMessage } from '../../../shared/api/apiErrorMessage';
import { hasErrorCode } from '../../../shared/api/hasErrorCode';
import { textField } from '../../../shared/forms/textField';
import { useRecordForm } from '../../../shared/forms/useRecordForm';
import { useT } from '../../../shared/i18n/useT';
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
  const t = useT();
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
  if (status.isPending) body = <Loader size="sm" aria-label={t('common.loading')} />;
  else if (unavailable) body = <ForgotPasswordHint>{t('password.resetUnavailable')}</ForgotPasswordHint>;
  else if (send.isSuccess) {
    body = (
      <Alert color="teal" variant="light" icon={<IconMailCheck size={18} />} role="status">
        {t('password.resetRequested')}
      </Alert>
    );
  } else {
    body = (
      <form ref={form.formRef} onSubmit={handleSubmit} noValidate>
        <Stack gap="md">
          {send.isError && <ErrorAlert>{apiErrorMessage(send.error, t('password.sendFailed'))}</ErrorAlert>}
          <AccountEmailInput {...textField(form, 'email')} />
          <Button type="submit" size="md" fullWidth loading={send.isPending}>
            {t('password.sendLink')}
          </Button>
        </Stack>
      </form>
    );
  }

  return (
    <Stack gap="md">
      <div>
        <Title order={2} fz="lg">
          {t('login.forgotPassword')}
        </Title>
        {!unavailable && !send.isSuccess && (
          <Text size="sm" c="dimmed">
            {t('password.forgotIntro')}
          </Text>
        )}
      </div>
      {body}
      <AuthLinkButton onClick={onBack}>
        <IconArrowLeft size={14} style={{ verticalAlign: 'middle' }} /> {t('password.backToLogin')}
      </AuthLinkButton>
    </Stack>
  );
}
