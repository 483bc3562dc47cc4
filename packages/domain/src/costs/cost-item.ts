import { z } from 'zod';
import { nullableNumeric, numeric } from '../shared/numeric';
import { calculationMethodSchema, costLocationSchema } from './cost-enums';
import { COST_ITEM_MESSAGES as M } from './cost-form';

/** A cost category (spec: "id, name, is_active; further fields not shown"). */
export const costCategorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  is_active: z.boolean(),
  version: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type CostCategory = z.infer<typeof costCategorySchema>;

const categoryFields = {
  name: z.string({ error: M.categoryNameRequired }).trim().min(1, M.categoryNameRequired).max(100),
  is_active: z.boolean(),
};
export const costCategoryCreateSchema = z.object(categoryFields).partial({ is_active: true });
export type CostCategoryCreate = z.output<typeof costCategoryCreateSchema>;
export const costCategoryUpdateSchema = z.object(categoryFields).partial();
export type CostCategoryUpdate = z.output<typeof costCategoryUpdateSchema>;

/** A cost item as the API answers it; total_cost is dollars, computed by the server (`costItemTotal`). */
export const costItemSchema = z.object({
  id: z.number().int(),
  quotation_id: z.number().int(),
  category_id: z.number().int().nullable(),
  category_id_related: z.object({ id: z.number().int(), name: z.string() }).nullable().optional(),
  description: z.string(),
  location: costLocationSchema,
  calculation_method: calculationMethodSchema,
  quantity: z.number(),
  unit_cost: z.number().nullable(),
  rate: z.number().nullable(),
  total_cost: z.number(),
  is_sub_item: z.boolean(),
  parent_id: z.number().int().nullable(),
  sort_order: z.number().int(),
  version: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type CostItem = z.infer<typeof costItemSchema>;

const money = nullableNumeric(z.number().min(0, M.negative));
const id = (message: string) => numeric(z.number().int(message).positive(message), message);

const costItemFields = {
  category_id: id(M.categoryRequired),
  description: z.string({ error: M.descriptionRequired }).trim().min(1, M.descriptionRequired).max(500),
  location: costLocationSchema,
  calculation_method: calculationMethodSchema,
  quantity: numeric(z.number().min(0, M.negative)),
  unit_cost: money,
  rate: money,
  total_cost: money,
  is_sub_item: z.boolean(),
  parent_id: nullableNumeric(z.number().int(M.parentRequired).positive(M.parentRequired), M.parentRequired),
  sort_order: numeric(z.number().int().min(0)),
};

/**
 * POST /cost_items body. Required: quotation_id, description and category; location defaults to Origin,
 * method to Fixed, quantity to 1, sort_order to the quotation's item count. A sub-item needs a parent.
 * The server sets total_cost with `costItemTotal`.
 */
export const costItemCreateSchema = z
  .object(costItemFields)
  .partial()
  .extend({
    quotation_id: id(M.quotationRequired),
    category_id: costItemFields.category_id,
    description: costItemFields.description,
  })
  .refine((item) => !item.is_sub_item || item.parent_id != null, {
    message: M.parentRequired,
    path: ['parent_id'],
  });
export type CostItemCreateInput = z.input<typeof costItemCreateSchema>;
export type CostItemCreate = z.output<typeof costItemCreateSchema>;

/**
 * PUT /cost_items/{id} body: any subset, same rules. Turning is_sub_item off should also clear parent_id
 * (the server applies that), and turning it on with an explicit null parent is refused here.
 */
export const costItemUpdateSchema = z
  .object(costItemFields)
  .partial()
  .refine((item) => !(item.is_sub_item === true && item.parent_id === null), {
    message: M.parentRequired,
    path: ['parent_id'],
  });
export type CostItemUpdateInput = z.input<typeof costItemUpdateSchema>;
export type CostItemUpdate = z.output<typeof costItemUpdateSchema>;
