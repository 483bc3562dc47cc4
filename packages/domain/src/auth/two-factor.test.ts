import { describe, expect, it } from 'vitest';
import { formatRecoveryCode, isRecoveryCode, isTotpCode, loginTwoFactorSchema } from './two-factor';

describe('two-factor codes', () => {
  it('reads six digits, spaces allowed, as a TOTP code', () => {
    expect(isTotpCode('123456')).toBe(true);
    expect(isTotpCode('123 456')).toBe(true);
    expect(isTotpCode('12345')).toBe(false);
    expect(isTotpCode('12345a')).toBe(false);
  });

  it('reads a recovery code with or without its hyphen, in any case', () => {
    expect(isRecoveryCode('abcde-23456')).toBe(true);
    expect(isRecoveryCode('ABCDE23456')).toBe(true);
    expect(isRecoveryCode('abcde-2345')).toBe(false);
    // 0, 1, i, l and o are left out so no code can be misread.
    expect(isRecoveryCode('abcde-23450')).toBe(false);
    expect(formatRecoveryCode('abcde23456')).toBe('abcde-23456');
  });

  it('refuses an empty or malformed code at sign-in with a message', () => {
    const issue = (code: string) =>
      loginTwoFactorSchema.safeParse({ challenge: 'c', code }).error?.issues[0]?.message;
    expect(issue('')).toBe('Enter the 6-digit code from your authenticator app');
    expect(issue('12')).toBe('The code is the 6 digits your authenticator app shows');
    expect(issue('123456')).toBeUndefined();
  });
});
