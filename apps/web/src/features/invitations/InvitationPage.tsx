import { publicInvitationsApi, roleLabel } from '@freight/domain';
import { Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { callApi } from '../../shared/api/apiClient';
import { apiErrorMessage } from '../../shared/api/apiErrorMessage';
import { useRecordForm } from '../../shared/forms/useRecordForm';
import { useT } from '../../shared/i18n/useT';
import { CenteredLoader } from '../../shared/ui/CenteredLoader';
import { ErrorAlert } from '../../shared/ui/ErrorAlert';
import { AuthScreenLayout } from '../auth/AuthScreenLayout';
import { isFormLevelError } from '../auth/isFormLevelError';
import { SingleSignOnButtons } from '../auth/login/SingleSignOnButtons';
import { NewPasswordInput } from '../auth/password/NewPasswordInput';
import { PasswordRuleList } from '../auth/password/PasswordRuleList';
import { useStartSession } from '../auth/session/useStartSession';

type Field = 'first_name' | 'last_name' | 'password' | 'confirm_password';

/**
 * `/invite/:token`: the page an invitation e-mail links to, signed out. It says who invited whom; the invitee
 * gives their name and a password (Change Password's rules) and 'Join ShipDesk' lands them in the app, signed in;
 * or 'Continue with …' a single sign-on provider whose verified e-mail is the invited one.
 */
export function InvitationPage() {
  const t = useT();
  useDocumentTitle(t('invitation.join'));
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const startSession = useStartSession();
  const invitation = useQuery({
    queryKey: ['public-invitation', token],
    queryFn: ({ signal }) => callApi(publicInvitationsApi.get, { params: { token }, signal }),
    retry: false,
    refetchOnWindowFocus: false,
  });
  const form = useRecordForm<Record<Field, string>>({
    initial: { first_name: '', last_name: '', password: '', confirm_password: '' },
  });
  const join = useMutation({
    mutationFn: () => {
      const { confirm_password: _, ...body } = form.values;
      return callApi(publicInvitationsApi.accept, { params: { token }, body });
    },
    onSuccess: async () => {
      await startSession();
      navigate('/', { replace: true });
    },
    onError: (error) => void form.fail(error, ''),
  });

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (form.values.confirm_password !== form.values.password) {
      form.setErrors({ confirm_password: t('validation.passwordsDiffer') });
      return;
    }
    join.mutate();
  };

  if (invitation.isPending) return <CenteredLoader fullScreen label={t('invitation.loading')} />;
  if (invitation.isError) return <InvitationLinkProblem error={invitation.error} />;
  const { email, role, invited_by } = invitation.data;
  const text = (name: 'first_name' | 'last_name', label: string, autoComplete: string) => (
    <TextInput
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
  const password = (name: 'password' | 'confirm_password', label: string) => (
    <NewPasswordInput
      label={label}
      name={name}
      autoComplete="new-password"
      value={form.values[name]}
      onChange={(event) => form.setField(name, event.currentTarget.value)}
      error={form.errors[name]}
      size="md"
      required
    />
  );
  return (
    <AuthScreenLayout
      title={t('invitation.join')}
      intro={t('invitation.intro', { inviter: invited_by, email, role: roleLabel(role) })}
    >
      <form ref={form.formRef} onSubmit={handleSubmit} noValidate>
        <Stack gap="md">
          {join.isError && isFormLevelError(join.error) && (
            <ErrorAlert>{apiErrorMessage(join.error, t('invitation.joinFailed'))}</ErrorAlert>
          )}
          {text('first_name', t('invitation.firstName'), 'given-name')}
          {text('last_name', t('invitation.lastName'), 'family-name')}
          {password('password', t('login.password'))}
          {password('confirm_password', t('invitation.confirmPassword'))}
          <PasswordRuleList
            password={form.values.password}
            confirm={form.values.confirm_password}
            email={email}
          />
          <Text size="xs" c="dimmed">
            {t('invitation.signInWith', { email })}
          </Text>
          <Button type="submit" size="md" fullWidth loading={join.isPending}>
            {t('invitation.join')}
          </Button>
        </Stack>
      </form>
      {/* Signing in through a provider that vouches for the invited e-mail accepts the invitation instead. */}
      <SingleSignOnButtons />
    </AuthScreenLayout>
  );
}

/** The link is unknown, used, expired or revoked: the server's words, and the way to the login page. */
function InvitationLinkProblem({ error }: { error: unknown }) {
  const t = useT();
  return (
    <AuthScreenLayout title={t('invitation.join')} intro="">
      <Stack gap="md">
        <ErrorAlert>{apiErrorMessage(error, t('invitation.unknownLink'))}</ErrorAlert>
        <Anchor component={Link} to="/login" size="sm" fw={500}>
          {t('invitation.goToLogin')}
        </Anchor>
      </Stack>
    </AuthScreenLayout>
  );
}
