import { TextInput } from '@mantine/core';
import type { Ref } from 'react';

interface TwoFactorCodeInputProps {
  ref?: Ref<HTMLInputElement>;
  /** A recovery code instead of the authenticator app's 6 digits. */
  recovery: boolean;
  value: string;
  onChange: (value: string) => void;
  error?: string;
}

/** The sign-in code field: monospace, numeric keyboard for the app's code, free text for a recovery code. */
export function TwoFactorCodeInput({ ref, recovery, value, onChange, error }: TwoFactorCodeInputProps) {
  return (
    <TextInput
      ref={ref}
      key={recovery ? 'recovery' : 'totp'}
      label={recovery ? 'Recovery code' : 'Authentication code'}
      name={recovery ? 'recovery-code' : 'one-time-code'}
      placeholder={recovery ? 'abcde-23456' : '123456'}
      autoComplete={recovery ? 'off' : 'one-time-code'}
      inputMode={recovery ? 'text' : 'numeric'}
      spellCheck={false}
      maxLength={recovery ? 20 : 7}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      error={error}
      size="md"
      autoFocus
      required
      styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', letterSpacing: '0.1em' } }}
    />
  );
}
