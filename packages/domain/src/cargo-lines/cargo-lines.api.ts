import { resourceEndpoints } from '../api/resource-group';
import { cargoLineCreateSchema, cargoLineSchema, cargoLineUpdateSchema } from './cargo-line';

/** A quotation's cargo lines: `GET /box_items?quotation_id=7&order_by=created_at` (served by an index). */
export const cargoLinesApi = resourceEndpoints('/box_items', ['box items'], {
  record: cargoLineSchema,
  create: cargoLineCreateSchema,
  update: cargoLineUpdateSchema,
});
