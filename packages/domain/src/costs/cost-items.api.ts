import { resourceEndpoints } from '../api/resource-endpoints';
import { costItemCreateSchema, costItemSchema, costItemUpdateSchema } from './cost-item';

/**
 * A quotation's cost breakdown: `GET /cost_items?quotation_id=7` (served by an index). Without order_by the
 * items come main items by sort_order then created_at, each followed by its sub-items, orphans last.
 */
export const costItemsApi = resourceEndpoints('/cost_items', ['cost items'], {
  record: costItemSchema,
  create: costItemCreateSchema,
  update: costItemUpdateSchema,
});
