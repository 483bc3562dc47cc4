import { z } from 'zod';
import { noContentSchema } from '../api/endpoint';
import { dateBound, listQuerySchema, listResponseSchema } from '../api/list-schemas';
import { resourceGroup } from '../api/resource-group';
import { bodyObject, idInput } from '../shared/fields';
import { interactionAttachmentSchema, interactionSchema } from './interaction';
import { interactionCreateSchema, interactionUpdateSchema } from './interaction-validation';

const api = resourceGroup(['support']);

/**
 * The interactions list's query: the list language plus a date range (inclusive; blank means open-ended).
 * Equality filters: channel, category, status, interaction_type, contact_id (repeat one for "any of");
 * `search` matches subject and description. Default order: date DESC, then id DESC.
 */
export const interactionListQuerySchema = listQuerySchema.extend({
  date_from: dateBound('From date').describe('Earliest date, YYYY-MM-DD (inclusive)'),
  date_to: dateBound('To date').describe('Latest date, YYYY-MM-DD (inclusive)'),
});

const resource = api.resource('/client_interactions', {
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
  export: api.get('/client_interactions/export', {
    description: 'The filtered interactions as CSV (same filters as the list; paging does not apply)',
    query: interactionListQuerySchema,
    response: noContentSchema,
    produces: 'text/csv',
  }),
};

const interactionAttachmentListQuerySchema = listQuerySchema.extend({
  interaction_id: z
    .string({ error: 'Give interaction_id once, as the id of an interaction' })
    .optional()
    .describe('The interaction whose attachments to list'),
});

/** POST /interaction_attachments: attach one of the caller's own unattached uploads to an interaction. */
const interactionAttachmentCreateSchema = bodyObject({
  interaction_id: idInput('Please choose an interaction'),
  upload_id: idInput('Please choose an uploaded file'),
});

/**
 * Attachment calls, one file at a time. Listing needs support view; adding or removing one needs support
 * edit and moves the interaction to a new version (its attachments are part of it). Removing one deletes
 * the file.
 */
export const interactionAttachmentsApi = {
  list: api.get('/interaction_attachments', {
    query: interactionAttachmentListQuerySchema,
    response: listResponseSchema(interactionAttachmentSchema),
  }),
  create: api.create('/interaction_attachments', {
    body: interactionAttachmentCreateSchema,
    response: interactionAttachmentSchema,
  }),
  remove: api.remove('/interaction_attachments/:id'),
};
