import { describe, expect, it } from 'vitest';
import { resetPasswordFormSchema, resetPasswordSchema, temporaryPasswordSchema } from './password-reset';

const fieldErrors = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [String(issue.path[0]), issue.message]));

describe('reset password form', () => {
  it('accepts a long enough password confirmed the same', () => {
    expect(
      resetPasswordFormSchema.safeParse({
        new_password: 'long enough phrase',
        confirm_password: 'long enough phrase',
      }).success,
    ).toBe(true);
  });

  it('says what Change Password says: too short, confirmation missing or different', () => {
    expect(
      fieldErrors(resetPasswordFormSchema.safeParse({ new_password: 'short', confirm_password: '' })),
    ).toEqual({
      new_password: 'New password must be at least 12 characters',
      confirm_password: 'Please confirm your new password',
    });
    expect(
      fieldErrors(resetPasswordFormSchema.safeParse({ new_password: '', confirm_password: 'x' }))
        .new_password,
    ).toBe('New password is required');
    expect(
      fieldErrors(
        resetPasswordFormSchema.safeParse({
          new_password: 'long enough phrase',
          confirm_password: 'other phrase',
        }),
      ),
    ).toEqual({ confirm_password: 'Passwords do not match' });
  });

  it('counts characters as people see them', () => {
    const elevenEmoji = '🚢'.repeat(11);
    expect(temporaryPasswordSchema.safeParse({ password: elevenEmoji }).success).toBe(false);
    expect(temporaryPasswordSchema.safeParse({ password: `${elevenEmoji}!` }).success).toBe(true);
  });

  it('a missing token reads as a broken link', () => {
    const result = resetPasswordSchema.safeParse({
      new_password: 'long enough phrase',
      confirm_password: 'x',
    });
    expect(fieldErrors(result).token).toBe('This reset link is invalid or has expired.');
  });
});
