import type { DocumentLanguage } from '@freight/domain';
import de from './document-messages/de.json';
import en from './document-messages/en.json';
import es from './document-messages/es.json';
import fr from './document-messages/fr.json';
import it from './document-messages/it.json';
import ja from './document-messages/ja.json';
import pt from './document-messages/pt.json';
import zh from './document-messages/zh.json';

/**
 * The words the server writes for people, one catalog per language: what a client receives (the quote PDF, the
 * quote e-mail) and what reaches staff (notifications, their e-mails, password reset and invitation e-mails).
 * English is the source, and document-messages.test.ts fails when another language misses a message or keeps one English
 * no longer has. Texts are written in the trade's words ('Cotización', 'Angebot', '报价单').
 */
export const DOCUMENT_CATALOGS: Record<DocumentLanguage, Record<string, string>> = {
  en,
  es,
  fr,
  de,
  it,
  pt,
  zh,
  ja,
};

export type DocumentMessageId = keyof typeof en;
export type DocumentText = (id: DocumentMessageId, values?: Record<string, string | number>) => string;

/** The message in the language ('{name}' filled from `values`), the English one when the catalog lacks it. */
export function documentText(language: DocumentLanguage): DocumentText {
  const catalog = DOCUMENT_CATALOGS[language] ?? en;
  return (id, values = {}) =>
    (catalog[id] ?? en[id]).replace(/\{(\w+)\}/g, (whole, name: string) =>
      name in values ? String(values[name]) : whole,
    );
}

/** Whether `id` (read back from the database) names a message of the catalogs. */
export function isDocumentMessageId(id: string): id is DocumentMessageId {
  return Object.hasOwn(en, id);
}
