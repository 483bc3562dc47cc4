import { loginRequestSchema } from '@freight/domain';
import { Loader } from '@mantine/core';
import { type FormEvent, lazy, type ReactNode, Suspense, useState } from 'react';
import { useRecordForm } from '../../shared/forms/useRecordForm';
import { LoginPasswordStep } from './LoginPasswordStep';
import { useLogin } from './useLogin';

// Only accounts with two-factor sign-in need the code step: its code stays out of the login page's budget.
const TwoFactorLoginStep = lazy(() =>
  import('./TwoFactorLoginStep').then((module) => ({ default: module.TwoFactorLoginStep })),
);
// Few visitors forget their password: its form stays out of the login page's budget too.
const ForgotPasswordForm = lazy(() =>
  import('./ForgotPasswordForm').then((module) => ({ default: module.ForgotPasswordForm })),
);

export interface LoginValues {
  email: string;
  password: string;
  remember: boolean;
}

const BLANK: LoginValues = { email: '', password: '', remember: false };

const loading = (step: ReactNode) => (
  <Suspense fallback={<Loader size="sm" aria-label="Loading" />}>{step}</Suspense>
);

/**
 * Email and password sign-in, then the code step when the account has two-factor sign-in. Success needs no
 * navigation here: LoginPage redirects once a session exists.
 */
export function LoginForm() {
  const login = useLogin();
  const form = useRecordForm({ initial: BLANK });
  const [forgotOpened, setForgotOpened] = useState(false);
  const [challenge, setChallenge] = useState<string | null>(null);
  const [notice, setNotice] = useState<string>();

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Same schema as the server, so the form and the API agree on what is missing.
    const credentials = form.validate(loginRequestSchema);
    if (!credentials) return;
    setNotice(undefined);
    login.mutate(credentials, {
      onSuccess: (result) => {
        if ('two_factor_required' in result) setChallenge(result.challenge);
      },
    });
  };

  const restart = (message?: string) => {
    setChallenge(null);
    form.setField('password', '');
    setNotice(message);
    login.reset();
  };

  if (challenge) return loading(<TwoFactorLoginStep challenge={challenge} onRestart={restart} />);
  if (forgotOpened)
    return loading(
      <ForgotPasswordForm initialEmail={form.values.email} onBack={() => setForgotOpened(false)} />,
    );
  return (
    <LoginPasswordStep
      form={form}
      login={login}
      notice={notice}
      onSubmit={handleSubmit}
      onForgot={() => setForgotOpened(true)}
    />
  );
}
