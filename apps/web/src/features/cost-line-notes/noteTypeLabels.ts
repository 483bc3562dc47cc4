import type { NoteType } from '@freight/domain';
import type { MessageId } from '../../shared/i18n/i18n';

/** How each note type is named on screen, as a message. */
export const NOTE_TYPE_LABELS: Record<NoteType, MessageId> = {
  text: 'costLineNotes.typeText',
  link: 'costLineNotes.typeLink',
  phone: 'costLineNotes.typePhone',
  email: 'costLineNotes.typeEmail',
  image: 'costLineNotes.typeImage',
  audio: 'costLineNotes.typeAudio',
  video: 'costLineNotes.typeVideo',
  document: 'costLineNotes.typeDocument',
};
