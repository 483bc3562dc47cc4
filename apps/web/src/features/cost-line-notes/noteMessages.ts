import { AI_MESSAGES, NOTE_MESSAGES } from '@freight/domain';
import type { MessageId } from '../../shared/i18n/i18n';
import { translate } from '../../shared/i18n/useT';

// The domain words these sentences in English (the server answers with them too); the notes dialog shows
// each in the reader's language, found by its English text, as a check (`checkNoteContent`) returns it.
const NOTE_MESSAGE_IDS: Readonly<Record<string, MessageId>> = {
  [NOTE_MESSAGES.contentRequired]: 'costLineNotes.contentRequired',
  [NOTE_MESSAGES.invalidEmail]: 'costLineNotes.invalidEmail',
  [NOTE_MESSAGES.invalidPhone]: 'costLineNotes.invalidPhone',
  [NOTE_MESSAGES.invalidLink]: 'costLineNotes.invalidLink',
  [NOTE_MESSAGES.recordFirst]: 'costLineNotes.recordFirst',
  [NOTE_MESSAGES.chooseFile]: 'costLineNotes.chooseFile',
  [NOTE_MESSAGES.createFailed]: 'costLineNotes.createFailed',
  [NOTE_MESSAGES.createAudioFailed]: 'costLineNotes.createAudioFailed',
  [NOTE_MESSAGES.deleteFailed]: 'costLineNotes.deleteFailed',
  [NOTE_MESSAGES.updateFailed]: 'costLineNotes.updateFailed',
  [NOTE_MESSAGES.playbackFailed]: 'costLineNotes.playbackFailed',
  [NOTE_MESSAGES.recordingFailed]: 'costLineNotes.recordingFailed',
  [NOTE_MESSAGES.pendingUpload]: 'costLineNotes.pendingUpload',
  [AI_MESSAGES.textRequired]: 'costLineNotes.textRequired',
};

/** A note message of the domain in the reader's language; one without an id yet stays as the domain wrote it. */
export function noteMessage(message: string): string {
  const id = NOTE_MESSAGE_IDS[message];
  return id ? translate(id) : message;
}
