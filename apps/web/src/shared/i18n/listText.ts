import { i18n } from './i18n';

/**
 * Items joined as a sentence says them in the reader's language ('a and b', 'a, b und c', 'a、b、c'): a list
 * of phrases inside a message is joined here, never with an English 'and'.
 */
export function listText(items: readonly string[]): string {
  return new Intl.ListFormat(i18n.locale || 'en', { type: 'conjunction' }).format(items);
}
