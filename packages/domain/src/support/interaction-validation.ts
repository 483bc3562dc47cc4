import { z } from 'zod';
import { isoDateField, todayIso } from '../quotations/quotation-dates';
import { bodyObject, createBody, idInput, textField } from '../shared/fields';
import {
  DEFAULT_INTERACTION_CATEGORY,
  DEFAULT_INTERACTION_CHANNEL,
  DEFAULT_INTERACTION_STATUS,
  DEFAULT_INTERACTION_TYPE,
  interactionCategorySchema,
  interactionChannelSchema,
  interactionStatusSchema,
  interactionTypeSchema,
} from './interaction-enums';

/** The most files one interaction carries. */
const MAX_INTERACTION_ATTACHMENTS = 100;

/** Messages of the interaction form: the first three are worded as staff asked. */
export const INTERACTION_MESSAGES = {
  contactRequired: 'Please select a contact',
  subjectRequired: 'Please enter a subject',
  descriptionRequired: 'Please enter a description',
  dateRequired: 'Please choose a date',
  attachmentIds: 'Attachments must be a list of uploaded file ids',
  tooManyAttachments: `An interaction can have at most ${MAX_INTERACTION_ATTACHMENTS} attachments`,
} as const;

const M = INTERACTION_MESSAGES;

/**
 * Upload ids (from `POST /files`) to attach, each once: repeats are dropped, the order is kept. On a PUT the
 * list is the complete set of the interaction's files.
 */
const attachmentIdsSchema = z
  .array(idInput(M.attachmentIds), { error: M.attachmentIds })
  .max(MAX_INTERACTION_ATTACHMENTS, M.tooManyAttachments)
  .transform((ids) => [...new Set(ids)]);

// Labels as the interaction form shows them.
const interactionFields = {
  date: isoDateField('Date', M.dateRequired),
  contact_id: idInput(M.contactRequired),
  subject: textField('Subject', { max: 255, required: M.subjectRequired }),
  description: textField('Description', { max: 10_000, required: M.descriptionRequired }),
  channel: interactionChannelSchema,
  category: interactionCategorySchema,
  status: interactionStatusSchema,
  interaction_type: interactionTypeSchema,
  attachment_ids: attachmentIdsSchema,
};

/**
 * POST /client_interactions body and the New Interaction form. Contact, subject and description are required
 * (trimmed); date, channel, category, status and type fall back to `interactionDefaults()`. `created_by`,
 * `contact_name` and `contact_company` are not fields: sent in a body they are dropped, since the server
 * takes them from the session and the contact.
 */
export const interactionCreateSchema = createBody(interactionFields, [
  'contact_id',
  'subject',
  'description',
]);
export type InteractionCreate = z.output<typeof interactionCreateSchema>;

/**
 * PUT /client_interactions/{id} body and the Edit Interaction form: any subset, same rules. With
 * `attachment_ids` the list is the complete set: attachments left out are removed and their files deleted.
 */
export const interactionUpdateSchema = bodyObject(interactionFields).partial();
export type InteractionUpdate = z.output<typeof interactionUpdateSchema>;

/** The New Interaction form's starting values: today, no contact, Email, Information, Open, Inbound. */
export function interactionDefaults(now: Date = new Date()) {
  return {
    date: todayIso(now),
    contact_id: null as number | null,
    subject: '',
    description: '',
    channel: DEFAULT_INTERACTION_CHANNEL,
    category: DEFAULT_INTERACTION_CATEGORY,
    status: DEFAULT_INTERACTION_STATUS,
    interaction_type: DEFAULT_INTERACTION_TYPE,
  };
}

/** A validated new interaction's stored values: the defaults, then what was given (attachments aside). */
export function interactionFromCreateInput(input: InteractionCreate, now: Date = new Date()) {
  const { attachment_ids: _attachments, ...given } = input;
  const defaults = interactionDefaults(now);
  return {
    date: given.date ?? defaults.date,
    contact_id: given.contact_id,
    subject: given.subject,
    description: given.description,
    channel: given.channel ?? defaults.channel,
    category: given.category ?? defaults.category,
    status: given.status ?? defaults.status,
    interaction_type: given.interaction_type ?? defaults.interaction_type,
  };
}
