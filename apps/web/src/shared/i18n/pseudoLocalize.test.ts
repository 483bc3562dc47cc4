import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import en from './catalogs/en.json';
import { pseudoLocalize } from './pseudoLocalize';

describe('the pseudo language', () => {
  it('accents and stretches the words between markers, keeping placeholders and plural forms', () => {
    const i18n = setupI18n({
      locale: 'en-XA',
      messages: {
        'en-XA': { unread: pseudoLocalize('{count, plural, one {# unread for {name}} other {# unread}}') },
      },
    });
    expect(i18n._('unread', { count: 1, name: 'Lea' })).toBe('‹1 üüñŕééååđ fööŕ Lea›');
    expect(i18n._('unread', { count: 5 })).toBe('‹5 üüñŕééååđ›');
  });

  it('keeps quoted text an apostrophe escapes', () => {
    expect(pseudoLocalize("It's '{'literal'}'")).toBe("‹ÍÍţ'š '{'ļííţééŕååļ'}'›");
  });

  it('makes the whole English catalog about 40 % longer, every message still a valid one', () => {
    const source = Object.values(en).join('').length;
    const pseudo = Object.values(en)
      .map((message) => pseudoLocalize(message))
      .join('').length;
    expect(pseudo / source).toBeGreaterThan(1.3);
    expect(pseudo / source).toBeLessThan(1.6);
  });
});
