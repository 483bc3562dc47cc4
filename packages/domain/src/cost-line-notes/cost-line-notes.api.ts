import { z } from 'zod';
import { listResponseSchema } from '../api/list-schemas';
import { resourceGroup } from '../api/resource-group';
import { idInput } from '../shared/fields';
import {
  costLineNoteCreateSchema,
  costLineNoteSchema,
  costLineNoteUpdateSchema,
  NOTE_MESSAGES,
} from './cost-line-note';

const api = resourceGroup(['cost item notes']);

const noteListQuerySchema = z.object({
  cost_item_id: idInput(NOTE_MESSAGES.costLineRequired).describe('The cost item whose notes to list'),
});

const noteCountsQuerySchema = z.object({
  quotation_id: idInput('Please choose a quotation').describe('The quotation whose cost items to count'),
});

/**
 * Notes and attachments of a cost item. Access follows the quotations grants (view to read, create, edit
 * and delete to write). Deleting the cost item or its quotation deletes its notes and their files.
 */
export const costLineNotesApi = {
  ...api.resource('/cost_item_notes', {
    record: costLineNoteSchema,
    create: costLineNoteCreateSchema,
    update: costLineNoteUpdateSchema,
  }),
  list: api.get('/cost_item_notes', {
    summary: "A cost item's notes, newest first",
    query: noteListQuerySchema,
    response: listResponseSchema(costLineNoteSchema),
  }),
  counts: api.get('/cost_item_notes/counts', {
    summary: 'How many notes each cost item of a quotation has',
    query: noteCountsQuerySchema,
    response: z.object({ counts: z.record(z.string(), z.number().int()) }),
  }),
  transcribe: api.action('/cost_item_notes/:id/transcribe', {
    summary: "Transcribe an audio note's recording into its text content",
    description: 'Needs AI_BASE_URL (an OpenAI-compatible /audio/transcriptions). 503 when not configured.',
    response: costLineNoteSchema,
  }),
};
