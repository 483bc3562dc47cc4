import { DEFAULT_TARGET_LANGUAGE, LANGUAGE_OPTIONS } from '@freight/domain';

/**
 * The language the AI helper translates into unless another is typed: the reader's own, by its own name
 * ('Deutsch', '日本語'), so that a supplier's note reads in the desk's language at one click. An English reader
 * keeps Spanish, the helper's first default (translating English into English would do nothing).
 */
export function aiTargetLanguage(readerLanguage: string): string {
  if (readerLanguage === 'en') return DEFAULT_TARGET_LANGUAGE;
  return LANGUAGE_OPTIONS.find((option) => option.value === readerLanguage)?.label ?? DEFAULT_TARGET_LANGUAGE;
}
