import { resourceEndpoints } from '../api/resource-endpoints';
import { boxItemCreateSchema, boxItemSchema, boxItemUpdateSchema } from './box-item';

/** A quotation's cargo lines: `GET /box_items?quotation_id=7&order_by=created_at` (served by an index). */
export const boxItemsApi = resourceEndpoints('/box_items', ['box items'], {
  record: boxItemSchema,
  create: boxItemCreateSchema,
  update: boxItemUpdateSchema,
});
