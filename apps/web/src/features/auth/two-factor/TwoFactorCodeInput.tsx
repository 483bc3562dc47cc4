import { TextInput } from '@mantine/core';
import type { Ref } from 'react';
import type { BoundTextField } from '../../../shared/forms/textField';
import { useT } from '../../../shared/i18n/useT';
import { SIGNED_OUT_FIELD } from '../signedOutField';

interface TwoFactorCodeInputProps extends BoundTextField {
  ref?: Ref<HTMLInputElement>;
  /** A recovery code instead of the authenticator app's 6 digits. */
  recovery: boolean;
}

/** The sign-in code field: monospace, numeric keyboard for the app's code, free text for a recovery code. */
export function TwoFactorCodeInput({ ref, recovery, ...field }: TwoFactorCodeInputProps) {
  const t = useT();
  return (
    <TextInput
      ref={ref}
      key={recovery ? 'recovery' : 'totp'}
      label={recovery ? t('twoFactor.recoveryCode') : t('twoFactor.authenticationCode')}
      name={recovery ? 'recovery-code' : 'one-time-code'}
      placeholder={recovery ? 'abcde-23456' : '123456'}
      autoComplete={recovery ? 'off' : 'one-time-code'}
      inputMode={recovery ? 'text' : 'numeric'}
      spellCheck={false}
      maxLength={recovery ? 20 : 7}
      {...field}
      {...SIGNED_OUT_FIELD}
      styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', letterSpacing: '0.1em' } }}
    />
  );
}
