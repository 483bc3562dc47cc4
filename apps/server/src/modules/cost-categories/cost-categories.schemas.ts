import {
  costCategoryCreateSchema,
  costCategorySchema,
  costCategoryUpdateSchema,
  numeric,
} from '@freight/domain';
import { z } from 'zod';

// The domain's category has id, name and is_active (all the spec shows); the server adds the list position.
const sortOrder = numeric(z.number().int('Sort order must be a whole number').min(0).max(1_000_000));

export const costCategoryRecordSchema = costCategorySchema.extend({ sort_order: z.number().int() });
export const costCategoryCreateBodySchema = costCategoryCreateSchema.extend({
  sort_order: sortOrder.optional(),
});
export const costCategoryUpdateBodySchema = costCategoryUpdateSchema.extend({
  sort_order: sortOrder.optional(),
});
export type CostCategoryCreateBody = z.output<typeof costCategoryCreateBodySchema>;
export type CostCategoryUpdateBody = z.output<typeof costCategoryUpdateBodySchema>;
