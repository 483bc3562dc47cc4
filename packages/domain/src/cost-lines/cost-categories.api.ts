import { z } from 'zod';
import { resourceEndpoints } from '../api/resource-group';
import { numeric } from '../shared/numeric';
import { costCategoryCreateSchema, costCategorySchema, costCategoryUpdateSchema } from './cost-line';

// The screens show a category's id, name and is_active; the API also answers its position in the lists.
const sortOrder = numeric(
  z
    .number({ error: 'Sort order must be a number' })
    .int('Sort order must be a whole number')
    .min(0, 'Sort order cannot be negative')
    .max(1_000_000, 'Sort order can be at most 1000000'),
  'Sort order must be a number',
);

const costCategoryRecordSchema = costCategorySchema.extend({ sort_order: z.number().int() });
export type CostCategoryRecord = z.infer<typeof costCategoryRecordSchema>;
const costCategoryCreateBodySchema = costCategoryCreateSchema.extend({
  sort_order: sortOrder.optional(),
});
export type CostCategoryCreateBody = z.output<typeof costCategoryCreateBodySchema>;
const costCategoryUpdateBodySchema = costCategoryUpdateSchema.extend({
  sort_order: sortOrder.optional(),
});
export type CostCategoryUpdateBody = z.output<typeof costCategoryUpdateBodySchema>;

/** Categories by sort_order then name; `?is_active=true` for the ones to offer. */
export const costCategoriesApi = resourceEndpoints('/cost_categories', ['cost categories'], {
  record: costCategoryRecordSchema,
  create: costCategoryCreateBodySchema,
  update: costCategoryUpdateBodySchema,
});
