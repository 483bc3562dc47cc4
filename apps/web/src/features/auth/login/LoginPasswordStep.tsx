import { PASSWORD_RESET_MESSAGES } from '@freight/domain';
import { Alert, Button, Checkbox, Group, PasswordInput, Stack } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck, IconLock } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useLocation } from 'react-router';
import { textField } from '../../../shared/forms/textField';
import { useT } from '../../../shared/i18n/useT';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert';
import { AuthLinkButton } from '../AuthLinkButton';
import { AccountEmailInput } from './AccountEmailInput';
import { loginErrorMessage } from './loginErrorMessage';
import type { LoginFields } from './loginFields';
import type { useLogin } from './useLogin';

interface LoginPasswordStepProps {
  form: LoginFields;
  login: ReturnType<typeof useLogin>;
  /** Why the user is back at this step (a code challenge that ran out). */
  notice?: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onForgot: () => void;
}

/** The first sign-in step: email, password, 'Remember sign in details', and the way to a reset link. */
export function LoginPasswordStep({ form, login, notice, onSubmit, onForgot }: LoginPasswordStepProps) {
  const t = useT();
  const [passwordVisible, setPasswordVisible] = useState(false);
  // The reset-password screen comes back here once the new password is set.
  const passwordReset = (useLocation().state as { passwordReset?: boolean } | null)?.passwordReset === true;

  return (
    <form ref={form.formRef} onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        {passwordReset && !login.isError && (
          <Alert color="teal" variant="light" icon={<IconCircleCheck size={18} />} role="status">
            {PASSWORD_RESET_MESSAGES.done}
          </Alert>
        )}
        {notice && (
          <Alert color="yellow" variant="light" icon={<IconAlertCircle size={18} />}>
            {notice}
          </Alert>
        )}
        {login.isError && <ErrorAlert>{loginErrorMessage(login.error)}</ErrorAlert>}
        <AccountEmailInput {...textField(form, 'email')} />
        <PasswordInput
          label={t('login.password')}
          name="password"
          autoComplete="current-password"
          placeholder={t('login.passwordPlaceholder')}
          leftSection={<IconLock size={16} />}
          {...textField(form, 'password')}
          size="md"
          required
          visible={passwordVisible}
          onVisibilityChange={setPasswordVisible}
          // Named without the word "password" so the field alone answers to its label, and reachable by Tab.
          visibilityToggleButtonProps={{
            'aria-label': t(passwordVisible ? 'login.hideTypedText' : 'login.showTypedText'),
            tabIndex: 0,
          }}
        />
        <Group justify="space-between" gap="xs">
          <Checkbox
            label={t('login.remember')}
            name="remember"
            checked={form.values.remember}
            onChange={(event) => form.setField('remember', event.currentTarget.checked)}
          />
          <AuthLinkButton style={{ whiteSpace: 'nowrap' }} onClick={onForgot}>
            {t('login.forgotPassword')}
          </AuthLinkButton>
        </Group>
        <Button type="submit" size="md" fullWidth disabled={login.isPending} mt="xs">
          {t(login.isPending ? 'login.submitting' : 'login.submit')}
        </Button>
      </Stack>
    </form>
  );
}
