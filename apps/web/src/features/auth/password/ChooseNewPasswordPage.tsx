import { accountSecurityApi, type MeResponse, passwordChangeFormSchema } from '@freight/domain';
import { Alert, Button, Group, Stack } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconInfoCircle } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { callApi } from '../../../shared/api/apiClient';
import { apiErrorMessage } from '../../../shared/api/apiErrorMessage';
import { useRecordForm } from '../../../shared/forms/useRecordForm';
import { useT } from '../../../shared/i18n/useT';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert';
import { AuthScreenLayout } from '../AuthScreenLayout';
import { isFormLevelError } from '../isFormLevelError';
import { sessionQuery } from '../session/sessionQuery';
import { useLogout } from '../session/useLogout';
import { NewPasswordInput } from './NewPasswordInput';
import { PasswordRuleList } from './PasswordRuleList';

type Field = 'current_password' | 'new_password' | 'confirm_password';
const EMPTY: Record<Field, string> = { current_password: '', new_password: '', confirm_password: '' };

/**
 * Shown instead of the app to a user who signed in with an administrator's temporary password: the server
 * refuses everything else until it is changed. The change goes through Change Password; the session then
 * loads afresh and the app opens.
 */
export function ChooseNewPasswordPage({ session }: { session: MeResponse }) {
  const t = useT();
  useDocumentTitle(t('password.documentTitle'));
  const queryClient = useQueryClient();
  const logout = useLogout();
  const form = useRecordForm({ initial: EMPTY });
  const change = useMutation({
    mutationFn: () =>
      callApi(accountSecurityApi.changePassword, {
        body: { current_password: form.values.current_password, new_password: form.values.new_password },
      }),
    onSuccess: () => queryClient.fetchQuery({ ...sessionQuery, staleTime: 0 }),
    onError: (error) => void form.fail(error, ''),
  });

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (form.validate(passwordChangeFormSchema(session.user.email))) change.mutate();
  };

  const field = (name: Field, label: string, autoComplete: string) => (
    <NewPasswordInput
      label={label}
      name={name}
      autoComplete={autoComplete}
      value={form.values[name]}
      onChange={(event) => form.setField(name, event.currentTarget.value)}
      error={form.errors[name]}
      size="md"
      required
    />
  );
  const generalError = change.isError && isFormLevelError(change.error);

  return (
    <AuthScreenLayout title={t('password.chooseTitle')} intro={t('password.temporaryIntro')}>
      <form ref={form.formRef} onSubmit={handleSubmit} noValidate>
        <Stack gap="md">
          <Alert color="indigo" variant="light" icon={<IconInfoCircle size={18} />}>
            {t('password.changeRequired')}
          </Alert>
          {generalError && (
            <ErrorAlert>{apiErrorMessage(change.error, t('password.changeFailed'))}</ErrorAlert>
          )}
          {field('current_password', t('password.temporary'), 'current-password')}
          {field('new_password', t('password.new'), 'new-password')}
          {field('confirm_password', t('password.confirmNew'), 'new-password')}
          <PasswordRuleList
            password={form.values.new_password}
            confirm={form.values.confirm_password}
            email={session.user.email}
          />
          <Group justify="space-between">
            <Button variant="default" onClick={() => logout.mutate()} loading={logout.isPending}>
              {t('password.logOut')}
            </Button>
            <Button type="submit" loading={change.isPending}>
              {t('password.saveNew')}
            </Button>
          </Group>
        </Stack>
      </form>
    </AuthScreenLayout>
  );
}
