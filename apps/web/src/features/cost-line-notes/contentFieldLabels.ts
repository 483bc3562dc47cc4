import type { NoteType } from '@freight/domain';

/** The content field of each text-like note type: label and example. */
export const CONTENT_FIELDS: Partial<Record<NoteType, { label: string; placeholder: string }>> = {
  text: { label: 'Note', placeholder: 'Write a note about this cost line' },
  link: { label: 'Link', placeholder: 'carrier.example.com/tracking' },
  phone: { label: 'Phone number', placeholder: '+1 555 010 2030' },
  email: { label: 'Email address', placeholder: 'name@example.com' },
};
