import { describe, expect, it } from 'vitest';
import { isSecretKey, REDACTED, redactSecrets } from './audit-redaction';

describe('redactSecrets: no password, hash, token, TOTP secret or recovery code in the audit trail', () => {
  it('replaces secret keys at any depth and keeps everything else', () => {
    const details = {
      email: 'a@example.com',
      password: 'hunter2',
      changes: { password_hash: { old: 'x', new: 'y' }, first_name: { old: 'A', new: 'B' } },
      session: { token: 't', sessionToken: 't2', ip: '10.0.0.1' },
      two_factor: { totp_secret: 's', recovery_codes: ['c1'], code: '123456' },
      list: [{ apiKey: 'k', zip_code: '1000', hs_code: '8471' }],
    };
    expect(redactSecrets(details)).toEqual({
      email: 'a@example.com',
      password: REDACTED,
      changes: { password_hash: REDACTED, first_name: { old: 'A', new: 'B' } },
      session: { token: REDACTED, sessionToken: REDACTED, ip: '10.0.0.1' },
      two_factor: { totp_secret: REDACTED, recovery_codes: REDACTED, code: REDACTED },
      list: [{ apiKey: REDACTED, zip_code: '1000', hs_code: '8471' }],
    });
  });

  it('a change or setting named like a secret keeps its name and loses its values', () => {
    expect(redactSecrets({ field: 'new_password', old: 'a', new: 'b' })).toEqual({
      field: 'new_password',
      old: REDACTED,
      new: REDACTED,
    });
    expect(
      redactSecrets({ setting_key: 'smtp_password', changes: { setting_value: { old: 'a', new: 'b' } } }),
    ).toEqual({ setting_key: 'smtp_password', changes: REDACTED });
    expect(
      redactSecrets({ setting_key: 'company_name', changes: { setting_value: { old: 'a', new: 'b' } } }),
    ).toEqual({
      setting_key: 'company_name',
      changes: { setting_value: { old: 'a', new: 'b' } },
    });
  });

  it('names ordinary fields as not secret', () => {
    for (const key of ['email', 'status', 'zip_code', 'hs_code', 'setting_key', 'description', 'ip']) {
      expect(isSecretKey(key), key).toBe(false);
    }
    for (const key of ['Password', 'PASSWORD_HASH', 'refresh-token', 'totpSecret', 'recovery_code', 'otp']) {
      expect(isSecretKey(key), key).toBe(true);
    }
  });
});
