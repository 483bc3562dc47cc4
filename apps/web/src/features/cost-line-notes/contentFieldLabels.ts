import type { NoteType } from '@freight/domain';
import type { Translate } from '../../shared/i18n/useT';

/**
 * The content field of a text-like note type: label and example, in the reader's language (the example
 * address, number and link read the same in every language); undefined for a file-carrying type.
 */
export function contentField(
  t: Translate,
  type: NoteType,
): { label: string; placeholder: string } | undefined {
  switch (type) {
    case 'text':
      return {
        label: t('costLineNotes.contentNote'),
        placeholder: t('costLineNotes.contentNotePlaceholder'),
      };
    case 'link':
      return { label: t('costLineNotes.contentLink'), placeholder: 'carrier.example.com/tracking' };
    case 'phone':
      return { label: t('costLineNotes.contentPhone'), placeholder: '+1 555 010 2030' };
    case 'email':
      return { label: t('costLineNotes.contentEmail'), placeholder: 'name@example.com' };
    default:
      return undefined;
  }
}
