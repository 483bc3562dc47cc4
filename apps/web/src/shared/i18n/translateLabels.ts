import type { MessageId } from './i18n';
import type { Translate } from './useT';

/**
 * A form's table of field labels (each a message id, kept at module level) in the reader's language, for the
 * kits that take the labels as text: the conflict notices of a 412 and the autosave's messages name fields.
 */
export function translateLabels<F extends string>(
  ids: Readonly<Record<F, MessageId>>,
  t: Translate,
): Record<F, string> {
  return Object.fromEntries(Object.entries(ids).map(([field, id]) => [field, t(id as MessageId)])) as Record<
    F,
    string
  >;
}
