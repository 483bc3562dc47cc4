import { loginRequestSchema, PASSWORD_RESET_MESSAGES } from '@freight/domain';
import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Group,
  Loader,
  PasswordInput,
  Stack,
  TextInput,
} from '@mantine/core';
import { IconAlertCircle, IconAt, IconCircleCheck, IconLock } from '@tabler/icons-react';
import { type FormEvent, lazy, Suspense, useState } from 'react';
import { useLocation } from 'react-router';
import { loginErrorMessage } from './loginErrorMessage';
import { useLogin } from './useLogin';

// Only accounts with two-factor sign-in need the code step: its code stays out of the login page's budget.
const TwoFactorLoginStep = lazy(() =>
  import('./TwoFactorLoginStep').then((module) => ({ default: module.TwoFactorLoginStep })),
);
// Few visitors forget their password: its form stays out of the login page's budget too.
const ForgotPasswordForm = lazy(() =>
  import('./ForgotPasswordForm').then((module) => ({ default: module.ForgotPasswordForm })),
);

type FieldErrors = Partial<Record<'email' | 'password', string>>;

/**
 * Email and password sign-in, then the code step when the account has two-factor sign-in. Success needs no
 * navigation here: LoginPage redirects once a session exists.
 */
export function LoginForm() {
  const login = useLogin();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(false);
  const [passwordVisible, setPasswordVisible] = useState(false);
  const [forgotOpened, setForgotOpened] = useState(false);
  // The reset-password screen comes back here once the new password is set.
  const passwordReset = (useLocation().state as { passwordReset?: boolean } | null)?.passwordReset === true;
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [challenge, setChallenge] = useState<string | null>(null);
  const [notice, setNotice] = useState<string>();

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Same schema as the server, so the form and the API agree on what is missing.
    const parsed = loginRequestSchema.safeParse({ email, password, remember });
    if (!parsed.success) {
      const errors: FieldErrors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if ((field === 'email' || field === 'password') && !errors[field]) errors[field] = issue.message;
      }
      setFieldErrors(errors);
      return;
    }
    setFieldErrors({});
    setNotice(undefined);
    login.mutate(parsed.data, {
      onSuccess: (result) => {
        if ('two_factor_required' in result) setChallenge(result.challenge);
      },
    });
  };

  if (challenge) {
    return (
      <Suspense fallback={<Loader size="sm" aria-label="Loading" />}>
        <TwoFactorLoginStep
          challenge={challenge}
          onRestart={(message) => {
            setChallenge(null);
            setPassword('');
            setNotice(message);
            login.reset();
          }}
        />
      </Suspense>
    );
  }

  if (forgotOpened) {
    return (
      <Suspense fallback={<Loader size="sm" aria-label="Loading" />}>
        <ForgotPasswordForm initialEmail={email} onBack={() => setForgotOpened(false)} />
      </Suspense>
    );
  }

  return (
    <form onSubmit={handleSubmit} noValidate>
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
        {login.isError && (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />}>
            {loginErrorMessage(login.error)}
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
            setFieldErrors((errors) => ({ ...errors, email: undefined }));
          }}
          error={fieldErrors.email}
          size="md"
          autoFocus
          required
        />
        <PasswordInput
          label="Password"
          name="password"
          autoComplete="current-password"
          placeholder="Your password"
          leftSection={<IconLock size={16} />}
          value={password}
          onChange={(event) => {
            setPassword(event.currentTarget.value);
            setFieldErrors((errors) => ({ ...errors, password: undefined }));
          }}
          error={fieldErrors.password}
          size="md"
          required
          visible={passwordVisible}
          onVisibilityChange={setPasswordVisible}
          // Named without the word "password" so the field alone answers to its label, and reachable by Tab.
          visibilityToggleButtonProps={{
            'aria-label': passwordVisible ? 'Hide typed text' : 'Show typed text',
            tabIndex: 0,
          }}
        />
        <Group justify="space-between" gap="xs">
          <Checkbox
            label="Remember sign in details"
            name="remember"
            checked={remember}
            onChange={(event) => setRemember(event.currentTarget.checked)}
          />
          <Anchor
            component="button"
            type="button"
            size="sm"
            fw={500}
            style={{ whiteSpace: 'nowrap' }}
            onClick={() => setForgotOpened(true)}
          >
            Forgot password?
          </Anchor>
        </Group>
        <Button type="submit" size="md" fullWidth disabled={login.isPending} mt="xs">
          {login.isPending ? 'Logging in...' : 'Log in'}
        </Button>
      </Stack>
    </form>
  );
}
