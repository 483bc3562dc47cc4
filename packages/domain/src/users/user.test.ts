import { describe, expect, it } from 'vitest';
import { nameInitials, userInitials } from './user';

const user = (first_name: string, last_name: string, email = 'someone@example.com') => ({
  first_name,
  last_name,
  email,
});

describe('userInitials', () => {
  it('takes the first letter of the first and last name, upper-cased', () => {
    expect(userInitials(user('ada', 'Lovelace'))).toBe('AL');
    expect(userInitials(user('  Grace ', ' hopper'))).toBe('GH');
  });

  it('keeps a whole emoji, however many code points it is made of', () => {
    expect(userInitials(user('👩‍🚀 Ada', 'Lovelace'))).toBe('👩‍🚀L');
    expect(userInitials(user('🇫🇷', '👍🏽'))).toBe('🇫🇷👍🏽');
    expect(userInitials(user('Ada', '𝒜lgebra'))).toBe('A𝒜');
  });

  it('keeps a letter with its combining accent', () => {
    expect(userInitials(user('e\u0301milie', 'Zola'))).toBe('E\u0301Z');
  });

  it('falls back to the email, then to a question mark', () => {
    expect(userInitials(user('', '', 'zoe@example.com'))).toBe('Z');
    expect(userInitials(user('', '', '😀@example.com'))).toBe('😀');
    expect(userInitials(user(' ', '', ''))).toBe('?');
  });
});

describe('nameInitials', () => {
  it('takes the first and last words, or the start of a single word', () => {
    expect(nameInitials('Ana Maria Lopez')).toBe('AL');
    expect(nameInitials('acme')).toBe('AC');
    expect(nameInitials('   ')).toBe('');
  });

  it('never splits an emoji', () => {
    expect(nameInitials('👩‍🚀 Ada')).toBe('👩‍🚀A');
    expect(nameInitials('👩‍🚀')).toBe('👩‍🚀');
    expect(nameInitials('👨‍👩‍👧 Family Shipping')).toBe('👨‍👩‍👧S');
  });
});
