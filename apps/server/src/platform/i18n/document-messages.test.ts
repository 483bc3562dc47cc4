import { LANGUAGES } from '@freight/domain';
import { describe, expect, it } from 'vitest';
import { DOCUMENT_CATALOGS, documentText } from './document-messages';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('the document catalogs', () => {
  it('has one catalog per interface language', () => {
    expect(Object.keys(DOCUMENT_CATALOGS).sort()).toEqual([...LANGUAGES].sort());
  });

  it.each(LANGUAGES.filter((l) => l !== 'en'))(
    '%s has every English message, no other, each non-empty with the same placeholders',
    (language) => {
      const source = DOCUMENT_CATALOGS.en;
      const catalog = DOCUMENT_CATALOGS[language];
      expect(Object.keys(catalog).sort()).toEqual(Object.keys(source).sort());
      for (const [id, text] of Object.entries(source)) {
        expect(catalog[id]?.trim(), `${language} ${id}`).not.toBe('');
        expect(placeholders(catalog[id]!), `${language} ${id}`).toEqual(placeholders(text));
      }
    },
  );

  it("fills placeholders in the language's words", () => {
    expect(documentText('es')('pdf.title', { number: 'SQ00042' })).toBe('Cotización SQ00042');
    expect(documentText('de')('pdf.title', { number: 'SQ00042' })).toBe('Angebot SQ00042');
    expect(documentText('zh')('pdf.page', { page: 1, count: 2 })).toBe('第 1 页，共 2 页');
  });
});
