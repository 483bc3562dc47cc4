import { resourceEndpoints } from '../api/resource-group';
import { costLineCreateSchema, costLineSchema, costLineUpdateSchema } from './cost-line';

/**
 * A quotation's cost breakdown: `GET /cost_items?quotation_id=7` (served by an index). Without order_by the
 * items come main items by sort_order then created_at, each followed by its sub-items, orphans last.
 */
export const costLinesApi = resourceEndpoints('/cost_items', ['cost items'], {
  record: costLineSchema,
  create: costLineCreateSchema,
  update: costLineUpdateSchema,
});
