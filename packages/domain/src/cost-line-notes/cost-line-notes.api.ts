import { z } from 'zod';
import { endpoint, idParamsSchema, listResponseSchema } from '../api/endpoint';
import { resourceEndpoints } from '../api/resource-endpoints';
import { idInput } from '../shared/fields';
import {
  costLineNoteCreateSchema,
  costLineNoteSchema,
  costLineNoteUpdateSchema,
  NOTE_MESSAGES,
} from './cost-line-note';

const tags = ['cost item notes'];

export const noteListQuerySchema = z.object({
  cost_item_id: idInput(NOTE_MESSAGES.costLineRequired).describe('The cost item whose notes to list'),
});

export const noteCountsQuerySchema = z.object({
  quotation_id: idInput('Please choose a quotation').describe('The quotation whose cost items to count'),
});

/**
 * Notes and attachments of a cost item. Access follows the quotations grants (view to read, create, edit
 * and delete to write). Deleting the cost item or its quotation deletes its notes and their files.
 */
export const costLineNotesApi = {
  ...resourceEndpoints('/cost_item_notes', tags, {
    record: costLineNoteSchema,
    create: costLineNoteCreateSchema,
    update: costLineNoteUpdateSchema,
  }),
  list: endpoint({
    method: 'GET',
    path: '/cost_item_notes',
    tags,
    summary: "A cost item's notes, newest first",
    query: noteListQuerySchema,
    status: 200,
    response: listResponseSchema(costLineNoteSchema),
  }),
  counts: endpoint({
    method: 'GET',
    path: '/cost_item_notes/counts',
    tags,
    summary: 'How many notes each cost item of a quotation has',
    query: noteCountsQuerySchema,
    status: 200,
    response: z.object({ counts: z.record(z.string(), z.number().int()) }),
  }),
  transcribe: endpoint({
    method: 'POST',
    path: '/cost_item_notes/:id/transcribe',
    tags,
    summary: "Transcribe an audio note's recording into its text content",
    description: 'Needs AI_BASE_URL (an OpenAI-compatible /audio/transcriptions). 503 when not configured.',
    params: idParamsSchema,
    status: 200,
    response: costLineNoteSchema,
  }),
};
