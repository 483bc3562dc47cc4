import { loginRequestSchema } from '@freight/domain';
import { Loader } from '@mantine/core';
import { type FormEvent, lazy, type ReactNode, Suspense, useRef, useState } from 'react';
import { schemaFieldErrors } from '../../../shared/forms/schemaFieldErrors';
import { LoginPasswordStep } from './LoginPasswordStep';
import type { LoginFields, LoginValues } from './loginFields';
import { useLogin } from './useLogin';

// Only accounts with two-factor sign-in need the code step: its code stays out of the login page's budget.
const TwoFactorLoginStep = lazy(() =>
  import('../two-factor/TwoFactorLoginStep').then((module) => ({ default: module.TwoFactorLoginStep })),
);
// Few visitors forget their password: its form stays out of the login page's budget too.
const ForgotPasswordForm = lazy(() =>
  import('../password/ForgotPasswordForm').then((module) => ({ default: module.ForgotPasswordForm })),
);

const BLANK: LoginValues = { email: '', password: '', remember: false };

/**
 * The login form's own small state rather than useRecordForm: the toolkit's conflict merge would ride along
 * into the login page's JavaScript, which must stay under its 150 KB budget (e2e/specs/bundle-budget.spec.ts),
 * and a sign-in has no stored record to merge with.
 */
function useLoginFields(): LoginFields {
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState(BLANK);
  const [errors, setErrors] = useState<LoginFields['errors']>({});
  const setField: LoginFields['setField'] = (field, value) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };
  return { formRef, values, errors, setField, setErrors };
}

const loading = (step: ReactNode) => (
  <Suspense fallback={<Loader size="sm" aria-label="Loading" />}>{step}</Suspense>
);

/**
 * Email and password sign-in, then the code step when the account has two-factor sign-in. Success needs no
 * navigation here: LoginPage redirects once a session exists.
 */
export function LoginForm() {
  const login = useLogin();
  const form = useLoginFields();
  const [forgotOpened, setForgotOpened] = useState(false);
  const [challenge, setChallenge] = useState<string | null>(null);
  const [notice, setNotice] = useState<string>();

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Same schema as the server, so the form and the API agree on what is missing.
    const parsed = loginRequestSchema.safeParse(form.values);
    form.setErrors(parsed.success ? {} : schemaFieldErrors(parsed.error));
    if (!parsed.success) return;
    const credentials = parsed.data;
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
