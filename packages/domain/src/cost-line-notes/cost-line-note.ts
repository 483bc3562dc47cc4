import { z } from 'zod';
import { bodyObject, idInput, textField } from '../shared/fields';
import { recordId, versionedColumns } from '../shared/record-columns';

/** The eight kinds of note. The first four are text and can be edited inline. */
export const NOTE_TYPES = ['text', 'link', 'phone', 'email', 'image', 'audio', 'video', 'document'] as const;
export type NoteType = (typeof NOTE_TYPES)[number];

/** Notes whose content is what the user typed: they need content, and only they can be edited inline. */
export const TEXT_NOTE_TYPES = ['text', 'link', 'phone', 'email'] as const satisfies readonly NoteType[];

export function isTextNoteType(type: NoteType): type is (typeof TEXT_NOTE_TYPES)[number] {
  return (TEXT_NOTE_TYPES as readonly NoteType[]).includes(type);
}

/** User-visible messages of notes, worded as staff asked. */
export const NOTE_MESSAGES = {
  contentRequired: 'Please enter the note content',
  invalidEmail: 'Please enter a valid email address',
  invalidPhone: 'Please enter a valid phone number',
  invalidLink: 'Please enter a valid link',
  recordFirst: 'Please record audio first',
  chooseFile: 'Please choose a file first',
  costLineRequired: 'Please choose a cost item',
  type: `Note type must be one of ${NOTE_TYPES.join(', ')}`,
  uploadId: 'upload_id must be the id of an uploaded file',
  fileMismatch: (type: NoteType) => `This file cannot be used for a note of type ${type}`,
  metadata: 'Metadata must be a JSON object',
  notFound: 'Note not found',
  costLineNotFound: 'Cost item not found',
  createFailed: 'Failed to create note. Please try again.',
  createAudioFailed: 'Failed to create audio note. Please try again.',
  deleteFailed: 'Failed to delete note. Please try again.',
  updateFailed: 'Failed to update note. Please try again.',
  playbackFailed: 'Unable to play audio. The file may not be available.',
  recordingFailed: 'Failed to start recording. Please check microphone permissions.',
  pendingUpload: 'Pending Upload',
} as const;

const M = NOTE_MESSAGES;

const noteTypeSchema = z.enum(NOTE_TYPES, { error: M.type });

/** A cost item note as the API answers it. `file_url` is `/api/1/files/{id}` when a file is attached. */
export const costLineNoteSchema = z.object({
  ...recordId(),
  cost_item_id: z.number().int(),
  type: noteTypeSchema,
  title: z.string().nullable(),
  content: z.string().nullable(),
  description: z.string().nullable(),
  metadata: z.record(z.string(), z.unknown()),
  upload_id: z.number().int().nullable(),
  file_url: z.string().nullable(),
  file_name: z.string().nullable(),
  file_size: z.number().int().nullable(),
  mime_type: z.string().nullable(),
  created_by: z.number().int().nullable(),
  ...versionedColumns(),
});
export type CostLineNote = z.infer<typeof costLineNoteSchema>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
// Digits and what people write phone numbers with, and at least five digits.
const PHONE = /^\+?[\d\s\-()./]+$/;

export type NoteContentCheck = { ok: true; content: string } | { ok: false; message: string };

/**
 * The content a text, link, phone or email note stores: trimmed and non-empty; a link without a scheme gets
 * https:// in front; an email or phone number must look like one. Other types keep their content as given.
 */
export function checkNoteContent(type: NoteType, raw: string | null | undefined): NoteContentCheck {
  const content = (raw ?? '').trim();
  if (!isTextNoteType(type)) return { ok: true, content };
  if (content === '') return { ok: false, message: M.contentRequired };
  switch (type) {
    case 'link': {
      const url = /^[a-z][a-z0-9+.-]*:\/\//i.test(content) ? content : `https://${content}`;
      try {
        const parsed = new URL(url);
        if (!['http:', 'https:'].includes(parsed.protocol) || !parsed.hostname)
          return { ok: false, message: M.invalidLink };
      } catch {
        return { ok: false, message: M.invalidLink };
      }
      return { ok: true, content: url };
    }
    case 'email':
      return EMAIL.test(content) ? { ok: true, content } : { ok: false, message: M.invalidEmail };
    case 'phone':
      return PHONE.test(content) && content.replace(/\D/g, '').length >= 5
        ? { ok: true, content }
        : { ok: false, message: M.invalidPhone };
    default:
      return { ok: true, content };
  }
}

/** Does an upload of this type belong on a note of this type? A recorded clip is audio in a WebM box. */
export function fileFitsNoteType(type: NoteType, mimeType: string): boolean {
  switch (type) {
    case 'image':
      return mimeType.startsWith('image/');
    case 'audio':
      return mimeType.startsWith('audio/') || mimeType === 'video/webm';
    case 'video':
      return mimeType.startsWith('video/');
    case 'document':
      return true;
    default:
      return false;
  }
}

const noteText = (label: string, max: number) => textField(label, { max }).nullable();

/** POST /cost_item_notes. Files come as `upload_id` (from `POST /files?purpose=note`), never as data URLs. */
export const costLineNoteCreateSchema = bodyObject({
  cost_item_id: idInput(M.costLineRequired),
  type: noteTypeSchema,
  title: noteText('Title', 255).optional(),
  content: noteText('Content', 20_000).optional(),
  description: noteText('Description', 2_000).optional(),
  metadata: z.record(z.string(), z.unknown(), { error: M.metadata }).optional(),
  upload_id: idInput(M.uploadId).nullable().optional(),
});
export type CostLineNoteCreateInput = z.input<typeof costLineNoteCreateSchema>;
export type CostLineNoteCreate = z.output<typeof costLineNoteCreateSchema>;

/** PUT /cost_item_notes/{id}: title, content and description; a note's type and file stay as created. */
export const costLineNoteUpdateSchema = bodyObject({
  title: noteText('Title', 255),
  content: noteText('Content', 20_000),
  description: noteText('Description', 2_000),
}).partial();
export type CostLineNoteUpdate = z.output<typeof costLineNoteUpdateSchema>;
