import { z } from 'zod';
import { isoDateSchema } from '../quotations/quotation-dates';
import { recordId, versionedColumns } from '../shared/record-columns';
import {
  interactionCategorySchema,
  interactionChannelSchema,
  interactionStatusSchema,
  interactionTypeSchema,
} from './interaction-enums';

/** The broad kind of an attached file, from its MIME type: what a screen shows for it (thumbnail, player, icon). */
const ATTACHMENT_FILE_TYPES = ['image', 'video', 'audio', 'document'] as const;
export type AttachmentFileType = (typeof ATTACHMENT_FILE_TYPES)[number];

export function attachmentFileType(mimeType: string): AttachmentFileType {
  const major = mimeType.split('/', 1)[0]?.toLowerCase();
  return major === 'image' || major === 'video' || major === 'audio' ? major : 'document';
}

/**
 * A file attached to an interaction, as the API answers it. The bytes are an
 * upload of the files module: `upload_id` names it and `file_url` (`/api/1/files/{upload_id}`) downloads it
 * for whoever may view support. `original_name` is the user's file name (sanitised), `filename` the name the
 * server stored it under; `file_type` is the broad kind (`attachmentFileType`), `mime_type` the type detected
 * from the content; `uploaded_by` is the user who uploaded it.
 */
export const interactionAttachmentSchema = z.object({
  ...recordId(),
  interaction_id: z.number().int(),
  upload_id: z.number().int(),
  filename: z.string(),
  original_name: z.string(),
  file_url: z.string(),
  file_size: z.number().int(),
  file_type: z.enum(ATTACHMENT_FILE_TYPES),
  mime_type: z.string(),
  uploaded_at: z.string(),
  uploaded_by: z.number().int().nullable(),
});
export type InteractionAttachment = z.infer<typeof interactionAttachmentSchema>;

/**
 * A client interaction as the API answers it. `contact_name` and `contact_company`
 * are filled by the server from the contact when the interaction is saved; `contact_id` becomes null if the
 * contact is later deleted (the names stay, so the history still reads). `created_by` is the id of the user
 * whose session created it (null once that user is deleted). `date` is YYYY-MM-DD; `attachments` are in the
 * order they were attached.
 */
export const interactionSchema = z.object({
  ...recordId(),
  date: isoDateSchema,
  contact_id: z.number().int().nullable(),
  contact_name: z.string(),
  contact_company: z.string(),
  subject: z.string(),
  description: z.string(),
  channel: interactionChannelSchema,
  category: interactionCategorySchema,
  status: interactionStatusSchema,
  interaction_type: interactionTypeSchema,
  attachments: z.array(interactionAttachmentSchema),
  created_by: z.number().int().nullable(),
  ...versionedColumns(),
});
export type Interaction = z.infer<typeof interactionSchema>;
