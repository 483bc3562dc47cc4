import { isTextNoteType, NOTE_MESSAGES, type NoteType, uploadAcceptMap, uploadPolicy } from '@freight/domain';
import { checkUpload } from '../../shared/files/checkUpload';

const accept = Object.entries(uploadAcceptMap(uploadPolicy('note')))
  .flatMap(([mime, extensions]) => [mime, ...extensions])
  .join(',');

/** What the file input of each file-carrying note type accepts. */
export const NOTE_FILE_ACCEPT: Partial<Record<NoteType, string>> = {
  image: 'image/jpeg,image/png,image/gif,image/webp',
  video: 'video/mp4,video/webm',
  document: accept,
};

/** The file a recorded clip is uploaded as. */
function clipFile(blob: Blob, type: string): File {
  const extension = type.includes('ogg') ? 'ogg' : type.includes('mp4') ? 'm4a' : 'webm';
  const stamp = new Date().toISOString().slice(0, 19).replace(/\D/g, '');
  return new File([blob], `voice-memo-${stamp}.${extension}`, { type: type.split(';')[0] });
}

/**
 * The file a note of this type carries (none for a text type), or the message saying why it cannot be
 * added yet: nothing recorded, no file chosen, or a file the note policy refuses.
 */
export function noteUpload(
  type: NoteType,
  file: File | null,
  clip: { blob: Blob; type: string } | null,
): { upload: File | null } | { refusal: string } {
  if (isTextNoteType(type)) return { upload: null };
  if (type === 'audio')
    return clip ? { upload: clipFile(clip.blob, clip.type) } : { refusal: NOTE_MESSAGES.recordFirst };
  if (!file) return { refusal: NOTE_MESSAGES.chooseFile };
  const refusal = checkUpload(file, 'note');
  return refusal ? { refusal } : { upload: file };
}
