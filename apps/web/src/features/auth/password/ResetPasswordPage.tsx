import { passwordResetApi, resetPasswordFormSchema } from '@freight/domain';
import { Anchor, Button, Stack } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useMutation } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { callApi } from '../../../shared/api/apiClient';
import { apiErrorMessage } from '../../../shared/api/apiErrorMessage';
import { hasErrorCode } from '../../../shared/api/hasErrorCode';
import { useRecordForm } from '../../../shared/forms/useRecordForm';
import { useT } from '../../../shared/i18n/useT';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert';
import { AuthScreenLayout } from '../AuthScreenLayout';
import { isFormLevelError } from '../isFormLevelError';
import { NewPasswordInput } from './NewPasswordInput';
import { PasswordRuleList } from './PasswordRuleList';

type Field = 'new_password' | 'confirm_password';

/**
 * `/reset-password?token=`: the page a reset e-mail links to. The new password twice, under Change Password's
 * rules; on success the server has ended every session, and the user signs in afresh on the login page.
 */
export function ResetPasswordPage() {
  const t = useT();
  useDocumentTitle(t('password.documentTitle'));
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const navigate = useNavigate();
  const form = useRecordForm<Record<Field, string>>({
    initial: {
      new_password: '',
      confirm_password: '',
    },
  });
  const reset = useMutation({
    mutationFn: () => callApi(passwordResetApi.resetPassword, { body: { token, ...form.values } }),
    onSuccess: () => navigate('/login', { replace: true, state: { passwordReset: true } }),
    onError: (error) => void form.fail(error, ''),
  });

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (form.validate(resetPasswordFormSchema)) reset.mutate();
  };

  const field = (name: Field, label: string, autoFocus?: boolean) => (
    <NewPasswordInput
      label={label}
      name={name}
      autoComplete="new-password"
      value={form.values[name]}
      onChange={(event) => form.setField(name, event.currentTarget.value)}
      error={form.errors[name]}
      size="md"
      autoFocus={autoFocus}
      required
    />
  );

  const linkBroken = !token || hasErrorCode(reset.error, 'BAD_REQUEST');
  const generalError = reset.isError && isFormLevelError(reset.error);

  return (
    <AuthScreenLayout title={t('password.chooseTitle')} intro={t('password.resetIntro')}>
      {linkBroken ? (
        <Stack gap="md">
          <ErrorAlert>{t('password.invalidLink')}</ErrorAlert>
          <Anchor component={Link} to="/login" size="sm" fw={500}>
            {t('password.backForNewLink')}
          </Anchor>
        </Stack>
      ) : (
        <form ref={form.formRef} onSubmit={handleSubmit} noValidate>
          <Stack gap="md">
            {generalError && (
              <ErrorAlert>{apiErrorMessage(reset.error, t('password.changeFailed'))}</ErrorAlert>
            )}
            {field('new_password', t('password.new'), true)}
            {field('confirm_password', t('password.confirmNew'))}
            <PasswordRuleList password={form.values.new_password} confirm={form.values.confirm_password} />
            <Button type="submit" size="md" fullWidth loading={reset.isPending}>
              {t('password.setNew')}
            </Button>
            <Anchor component={Link} to="/login" size="sm" fw={500}>
              {t('password.backToLogin')}
            </Anchor>
          </Stack>
        </form>
      )}
    </AuthScreenLayout>
  );
}
