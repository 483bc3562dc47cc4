import { describe, expect, it } from 'vitest';
import { newPasswordProblem, PASSWORD_MESSAGES, passwordChangeFormSchema } from './password-rules';

describe('newPasswordProblem', () => {
  it('refuses fewer than 12 characters', () => {
    expect(newPasswordProblem('elevenchars', 'a@b.co')).toBe('New password must be at least 12 characters');
    expect(newPasswordProblem('twelve chars', 'a@b.co')).toBeNull();
  });

  it('counts characters as people see them (an emoji is one)', () => {
    expect(newPasswordProblem('🔒🔒🔒🔒🔒🔒🔒🔒🔒🔒🔒', 'a@b.co')).toBe(PASSWORD_MESSAGES.tooShort);
  });

  it('refuses the email in any case', () => {
    expect(newPasswordProblem('Someone.Long@Example.com', 'someone.long@example.com')).toBe(
      'New password must not be your email address',
    );
  });

  it('requires a new password', () => {
    expect(newPasswordProblem('', 'a@b.co')).toBe('New password is required');
  });
});

describe('passwordChangeFormSchema', () => {
  const schema = passwordChangeFormSchema('me@example.com');
  const messages = (values: object) => {
    const result = schema.safeParse(values);
    return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path[0], i.message]));
  };

  it('wants the confirmation to match', () => {
    expect(
      messages({
        current_password: 'old',
        new_password: 'long enough pass',
        confirm_password: 'long enough pas',
      }),
    ).toEqual({ confirm_password: 'Passwords do not match' });
  });

  it('names every empty field', () => {
    expect(messages({ current_password: '', new_password: '', confirm_password: '' })).toEqual({
      current_password: 'Current password is required',
      new_password: 'New password is required',
      confirm_password: 'Please confirm your new password',
    });
  });

  it('refuses the current password again', () => {
    expect(
      messages({
        current_password: 'the same passphrase',
        new_password: 'the same passphrase',
        confirm_password: 'the same passphrase',
      }),
    ).toEqual({ new_password: 'New password must be different from your current password' });
  });

  it('accepts a good change', () => {
    expect(
      messages({
        current_password: 'old',
        new_password: 'long enough pass',
        confirm_password: 'long enough pass',
      }),
    ).toEqual({});
  });
});
