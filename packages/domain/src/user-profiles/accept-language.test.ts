import { describe, expect, it } from 'vitest';
import { languageFromAcceptLanguage } from './user-profile-options';

describe("a new user's language from the browser's Accept-Language", () => {
  it('takes the preferred language that ShipDesk speaks, region aside', () => {
    expect(languageFromAcceptLanguage('de-DE,de;q=0.9,en;q=0.8')).toBe('de');
    expect(languageFromAcceptLanguage('pt-BR')).toBe('pt');
    expect(languageFromAcceptLanguage('zh-Hans-CN,zh;q=0.9')).toBe('zh');
  });

  it('ranks by weight and skips languages it does not speak', () => {
    expect(languageFromAcceptLanguage('en;q=0.5, ja;q=0.8')).toBe('ja');
    expect(languageFromAcceptLanguage('ar-SA,pl;q=0.9,fr;q=0.4')).toBe('fr');
  });

  it('answers nothing when no language is one of the eight, or there is no header', () => {
    expect(languageFromAcceptLanguage('ar-SA,pl;q=0.9')).toBeUndefined();
    expect(languageFromAcceptLanguage('fr;q=0')).toBeUndefined();
    expect(languageFromAcceptLanguage(undefined)).toBeUndefined();
  });
});
