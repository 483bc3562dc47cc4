import { Button, Group, Stack, Text } from '@mantine/core';
import { IconShieldLock } from '@tabler/icons-react';
import { type FormEvent, useRef, useState } from 'react';
import { ApiError } from '../../../shared/api/ApiError';
import { apiErrorReason } from '../../../shared/api/apiErrorMessage';
import { hasErrorCode } from '../../../shared/api/hasErrorCode';
import { textField } from '../../../shared/forms/textField';
import { useRecordForm } from '../../../shared/forms/useRecordForm';
import { useT } from '../../../shared/i18n/useT';
import { translateValidation } from '../../../shared/i18n/validationMessages';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert';
import { AuthLinkButton } from '../AuthLinkButton';
import { loginErrorMessage } from '../login/loginErrorMessage';
import { TwoFactorCodeInput } from './TwoFactorCodeInput';
import { twoFactorCodeProblem } from './twoFactorCodeProblem';
import { useLoginTwoFactor } from './useLoginTwoFactor';

interface TwoFactorLoginStepProps {
  challenge: string;
  /** Back to the password step, with what to tell the user there (a challenge that ran out). */
  onRestart: (message?: string) => void;
}

/** The server's refusal of the typed code ('That code is not valid. …'), in the reader's language. */
const codeFieldError = (error: unknown) => {
  const refusal = ApiError.is(error) ? error.fields.code : undefined;
  return refusal === undefined ? undefined : translateValidation(refusal);
};

/** The second sign-in step: the authenticator app's 6-digit code, or one recovery code instead. */
export function TwoFactorLoginStep({ challenge, onRestart }: TwoFactorLoginStepProps) {
  const t = useT();
  const verify = useLoginTwoFactor();
  const [useRecovery, setUseRecovery] = useState(false);
  const form = useRecordForm({ initial: { code: '' } });
  const inputRef = useRef<HTMLInputElement>(null);

  const refuseCode = (message: string | undefined) => {
    form.reset({ code: '' });
    form.setErrors({ code: message });
    inputRef.current?.focus();
  };

  const switchMethod = () => {
    setUseRecovery((current) => !current);
    form.reset({ code: '' });
    verify.reset();
    inputRef.current?.focus();
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const typed = form.values.code.trim();
    const problem = twoFactorCodeProblem(typed, useRecovery, t);
    form.setErrors({ code: problem });
    if (problem) return inputRef.current?.focus();
    verify.mutate(
      { challenge, code: typed },
      {
        onError: (error) => {
          // A challenge that ran out or was used up: the password is needed again.
          if (hasErrorCode(error, 'UNAUTHENTICATED') && !codeFieldError(error))
            onRestart(apiErrorReason(error, t('twoFactor.signInAgain')));
          else if (codeFieldError(error)) refuseCode(codeFieldError(error));
        },
      },
    );
  };

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        <Group gap="xs" wrap="nowrap" align="flex-start">
          <IconShieldLock size={22} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
          <Text>{useRecovery ? t('twoFactor.recoveryIntro') : t('twoFactor.codeIntro')}</Text>
        </Group>
        {verify.isError && !codeFieldError(verify.error) && (
          <ErrorAlert>{loginErrorMessage(verify.error)}</ErrorAlert>
        )}
        <TwoFactorCodeInput ref={inputRef} recovery={useRecovery} {...textField(form, 'code')} />
        <Button type="submit" size="md" fullWidth disabled={verify.isPending}>
          {verify.isPending ? t('twoFactor.verifying') : t('twoFactor.verify')}
        </Button>
        <Group justify="space-between" gap="xs">
          <AuthLinkButton onClick={switchMethod}>
            {useRecovery ? t('twoFactor.useApp') : t('twoFactor.useRecovery')}
          </AuthLinkButton>
          <AuthLinkButton fw={400} c="dimmed" onClick={() => onRestart()}>
            {t('twoFactor.backToSignIn')}
          </AuthLinkButton>
        </Group>
      </Stack>
    </form>
  );
}
