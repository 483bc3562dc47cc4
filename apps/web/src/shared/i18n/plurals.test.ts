import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import de from './catalogs/de.json';
import en from './catalogs/en.json';
import es from './catalogs/es.json';
import fr from './catalogs/fr.json';
import it_ from './catalogs/it.json';
import ja from './catalogs/ja.json';
import pt from './catalogs/pt.json';
import zh from './catalogs/zh.json';

/** The sidebar's hidden "N quotations" in each language, for one, two and five quotations (and French's zero). */
const EXPECTED: Record<string, [Record<string, string>, Record<number, string>]> = {
  en: [en, { 1: '1 quotation', 2: '2 quotations', 5: '5 quotations' }],
  es: [es, { 1: '1 cotización', 2: '2 cotizaciones', 5: '5 cotizaciones' }],
  // French counts zero as one.
  fr: [fr, { 0: '0 cotation', 1: '1 cotation', 5: '5 cotations' }],
  de: [de, { 1: '1 Angebot', 2: '2 Angebote', 5: '5 Angebote' }],
  it: [it_, { 1: '1 quotazione', 2: '2 quotazioni', 5: '5 quotazioni' }],
  pt: [pt, { 1: '1 cotação', 2: '2 cotações', 5: '5 cotações' }],
  // Chinese and Japanese have no plural forms: one message for every count.
  zh: [zh, { 1: '1 份报价', 2: '2 份报价', 5: '5 份报价' }],
  ja: [ja, { 1: '見積 1 件', 2: '見積 2 件', 5: '見積 5 件' }],
};

describe('plural rules of each catalog', () => {
  for (const [language, [messages, counts]] of Object.entries(EXPECTED)) {
    it(`${language}: the quotation count on three counts`, () => {
      const i18n = setupI18n({ locale: language, messages: { [language]: messages } });
      for (const [count, text] of Object.entries(counts))
        expect(i18n._('nav.quotationCount', { count: Number(count) })).toBe(text);
    });
  }

  it("follows the language's own rules where there are more than two forms (Polish: one, few, many)", () => {
    const message = '{count, plural, one {# wycena} few {# wyceny} many {# wycen} other {# wyceny}}';
    const i18n = setupI18n({ locale: 'pl', messages: { pl: { quotes: message } } });
    expect([1, 3, 5, 22].map((count) => i18n._('quotes', { count }))).toEqual([
      '1 wycena',
      '3 wyceny',
      '5 wycen',
      '22 wyceny',
    ]);
  });
});
