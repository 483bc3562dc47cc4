import { z } from 'zod';
import { noContentSchema } from '../api/endpoint';
import { endpointGroup } from '../api/endpoint-group';
import { listQuerySchema, listResponseSchema } from '../api/list-schemas';
import { fieldMessages } from '../shared/messages';
import { auditEntrySchema, quotationHistoryEntrySchema } from './audit-entry';

const tags = ['audit'];
const api = endpointGroup(tags);
const quotationHistory = endpointGroup(['quotations']);

const dateBound = (label: string) =>
  z
    .union([z.iso.date({ error: fieldMessages.invalidDate(label) }), z.literal('')], {
      error: fieldMessages.invalidDate(label),
    })
    .optional();

/**
 * The audit log's query: the list language (equality filters user_id, action, entity_type, entity_id; `search`
 * over the action) plus an inclusive date range over `created_at` (UTC days; blank means open-ended).
 */
const auditListQuerySchema = listQuerySchema.extend({
  date_from: dateBound('From date').describe('Earliest day, YYYY-MM-DD (inclusive, UTC)'),
  date_to: dateBound('To date').describe('Latest day, YYYY-MM-DD (inclusive, UTC)'),
  format: z.enum(['json', 'csv'], { error: 'Format must be json or csv' }).optional(),
});

/** The audit trail (docs/api.md, Audit trail): administrators only; newest first. */
export const auditApi = {
  list: api.get('/audit_log', {
    summary: 'Who did what, when and from where (administrators only; `format=csv` answers the CSV)',
    query: auditListQuerySchema,
    response: listResponseSchema(auditEntrySchema.partial()),
  }),
  export: api.get('/audit_log.csv', {
    description: 'The filtered audit log as CSV (same filters as the list; paging does not apply)',
    query: auditListQuerySchema,
    response: noContentSchema,
    produces: 'text/csv',
  }),
};

/** A quotation's own history: every field change, status change and cargo / cost line change, newest first. */
export const quotationHistoryApi = {
  history: quotationHistory.get('/quotations/:id/history', {
    summary: "The quotation's changes: who changed which field from what to what",
    response: z.object({ data: z.array(quotationHistoryEntrySchema) }),
  }),
};
