import type { NoteType } from '@freight/domain';

/** How each note type is named on screen. */
export const NOTE_TYPE_LABELS: Record<NoteType, string> = {
  text: 'Text',
  link: 'Link',
  phone: 'Phone',
  email: 'Email',
  image: 'Image',
  audio: 'Audio',
  video: 'Video',
  document: 'Document',
};
