import { i18n, type MessageId } from './i18n';
import { translate } from './useT';

/**
 * A domain sentence that names something ('Charge 12 is already billed on INV-2026-00004; …'): the English as a
 * pattern whose groups are the sentence's parts, the message that words it again, and the placeholder each
 * group fills, in order.
 */
export type SentencePattern = readonly [RegExp, MessageId, readonly string[]];

/**
 * The sentence in the reader's language from its parts, or undefined when no pattern reads it or its message
 * is in a part of the catalog not loaded yet (see catalogParts.ts).
 */
export function sentenceByPattern(message: string, patterns: readonly SentencePattern[]): string | undefined {
  for (const [pattern, id, names] of patterns) {
    const match = pattern.exec(message);
    if (!match || !(id in i18n.messages)) continue;
    return translate(id, Object.fromEntries(names.map((name, index) => [name, match[index + 1]])));
  }
  return undefined;
}
