import { z } from 'zod';
import { choiceField } from '../shared/fields';
import { LANGUAGES } from '../user-profiles/user-profile-options';

/**
 * What a document's send dialog shows before sending (a booking confirmation's, an invoice's): the language the
 * PDF and the standard subject and message go out in (the asked one, else the client contact's, else the
 * company's default), and that standard subject.
 */
export const documentSendDraftSchema = z.object({
  language: z.enum(LANGUAGES),
  subject: z.string(),
});
export type DocumentSendDraft = z.infer<typeof documentSendDraftSchema>;

/** A send draft's query: the language to write it in instead of the client's. */
export const documentSendDraftQuerySchema = z.object({
  language: choiceField('Language', LANGUAGES).optional(),
});
