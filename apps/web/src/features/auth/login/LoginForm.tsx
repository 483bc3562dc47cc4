import { loginFieldErrors } from '@freight/domain';
import { Loader } from '@mantine/core';
import { type FormEvent, lazy, type ReactNode, Suspense, useRef, useState } from 'react';
import { translate } from '../../../shared/i18n/useT';
import { translateFieldErrors } from '../../../shared/i18n/validationMessages';
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
  <Suspense fallback={<Loader size="sm" aria-label={translate('common.loading')} />}>{step}</Suspense>
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
    // The server's schema's own checks and messages, written without zod (loginFieldErrors in the domain
    // package), so the login page does not download the schema library.
    const errors = translateFieldErrors(loginFieldErrors(form.values));
    form.setErrors(errors);
    if (Object.keys(errors).length > 0) return;
    const credentials = { ...form.values, email: form.values.email.trim() };
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
