import { z } from 'zod';
import {
  endpoint,
  idParamsSchema,
  listQuerySchema,
  listResponseSchema,
  noContentSchema,
} from '../api/endpoint';
import { resourceEndpoints } from '../api/resource-endpoints';
import { bodyObject, idInput } from '../shared/fields';
import { fieldMessages } from '../shared/messages';
import { interactionAttachmentSchema, interactionSchema } from './interaction';
import { interactionCreateSchema, interactionUpdateSchema } from './interaction-validation';

const tags = ['support'];

const dateBound = (label: string) =>
  z
    .union([z.iso.date({ error: fieldMessages.invalidDate(label) }), z.literal('')], {
      error: fieldMessages.invalidDate(label),
    })
    .optional();

/**
 * The interactions list's query: the list language plus a date range (inclusive; blank means open-ended).
 * Equality filters: channel, category, status, interaction_type, contact_id (repeat one for "any of");
 * `search` matches subject and description. Default order: date DESC, then id DESC.
 */
export const interactionListQuerySchema = listQuerySchema.extend({
  date_from: dateBound('From date').describe('Earliest date, YYYY-MM-DD (inclusive)'),
  date_to: dateBound('To date').describe('Latest date, YYYY-MM-DD (inclusive)'),
});

const resource = resourceEndpoints('/client_interactions', tags, {
  record: interactionSchema,
  create: interactionCreateSchema,
  update: interactionUpdateSchema,
});

/**
 * The client interactions endpoints. List items carry the record's
 * columns but not `attachments` (read one interaction for those). Access: support view / create / edit /
 * delete; deleting an interaction deletes its files.
 */
export const interactionsApi = {
  ...resource,
  list: { ...resource.list, query: interactionListQuerySchema },
  export: endpoint({
    method: 'GET',
    path: '/client_interactions/export',
    tags,
    description: 'The filtered interactions as CSV (same filters as the list; paging does not apply)',
    query: interactionListQuerySchema,
    status: 200,
    response: noContentSchema,
    produces: 'text/csv',
  }),
};

export const interactionAttachmentListQuerySchema = listQuerySchema.extend({
  interaction_id: z
    .string({ error: 'Give interaction_id once, as the id of an interaction' })
    .optional()
    .describe('The interaction whose attachments to list'),
});

/** POST /interaction_attachments: attach one of the caller's own unattached uploads to an interaction. */
export const interactionAttachmentCreateSchema = bodyObject({
  interaction_id: idInput('Please choose an interaction'),
  upload_id: idInput('Please choose an uploaded file'),
});
export type InteractionAttachmentCreateInput = z.input<typeof interactionAttachmentCreateSchema>;

/**
 * Attachment calls, one file at a time. Listing needs support view; adding or removing one needs support
 * edit and moves the interaction to a new version (its attachments are part of it). Removing one deletes
 * the file.
 */
export const interactionAttachmentsApi = {
  list: endpoint({
    method: 'GET',
    path: '/interaction_attachments',
    tags,
    query: interactionAttachmentListQuerySchema,
    status: 200,
    response: listResponseSchema(interactionAttachmentSchema),
  }),
  create: endpoint({
    method: 'POST',
    path: '/interaction_attachments',
    tags,
    body: interactionAttachmentCreateSchema,
    status: 201,
    response: interactionAttachmentSchema,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/interaction_attachments/:id',
    tags,
    params: idParamsSchema,
    status: 204,
    response: noContentSchema,
  }),
};
