import { LANGUAGE_OPTIONS, LANGUAGES } from '../user-profiles/user-profile-options';

export type DocumentLanguage = (typeof LANGUAGES)[number];

const isLanguage = (value: string): value is DocumentLanguage =>
  (LANGUAGES as readonly string[]).includes(value);

/**
 * The language a client's documents are written in: the contact's `language` when it names one of the eight
 * (a contact's language is typed freely, so 'es', 'es-MX', 'Español' and 'spanish' all read as Spanish), else
 * the company's default document language.
 */
export function documentLanguageOf(contactLanguage: string | null | undefined, fallback: DocumentLanguage) {
  const typed = (contactLanguage ?? '').trim().toLowerCase();
  if (!typed) return fallback;
  const base = typed.split(/[-_]/)[0] ?? '';
  if (isLanguage(base)) return base;
  const named = LANGUAGE_OPTIONS.find((o) => o.label.toLowerCase() === typed);
  if (named) return named.value;
  return ENGLISH_NAMES[typed] ?? fallback;
}

/** The languages' English names, as a desk may type them into a contact. */
const ENGLISH_NAMES: Record<string, DocumentLanguage> = {
  english: 'en',
  spanish: 'es',
  french: 'fr',
  german: 'de',
  italian: 'it',
  portuguese: 'pt',
  chinese: 'zh',
  japanese: 'ja',
};
