import { z } from 'zod';
import { CATEGORY_PARTS, categoryPartInputSchema, chargePartSchema } from '../incoterms/charge-parts';
import { currencyCodeSchema, currencySchema } from '../money/currencies';
import {
  bodyObject,
  booleanField,
  idInput,
  MAX_AMOUNT,
  MAX_INTEGER,
  nullableIdInput,
  nullableNumberInput,
  numberInput,
  textField,
} from '../shared/fields';
import { recordId, versionedColumns } from '../shared/record-columns';
import { CLIENT_DESCRIPTION_MAX } from './client-description';
import { calculationMethodSchema, costLocationSchema } from './cost-enums';
import { COST_ITEM_MESSAGES as M } from './cost-form';

/** A cost category: id, name, is_active, and its position in the lists. */
export const costCategorySchema = z.object({
  ...recordId(),
  name: z.string(),
  is_active: z.boolean(),
  /** Which part of the cost its lines belong to, or `by_location` (the line's Origin/Destination decides). */
  part: z.enum(CATEGORY_PARTS),
  ...versionedColumns(),
});
export type CostCategory = z.infer<typeof costCategorySchema>;

const categoryFields = {
  name: textField('Category name', { max: 100, required: M.categoryNameRequired }),
  is_active: booleanField('Active'),
  part: categoryPartInputSchema,
};
export const costCategoryCreateSchema = bodyObject(categoryFields).partial({ is_active: true, part: true });
export const costCategoryUpdateSchema = bodyObject(categoryFields).partial();

/**
 * A cost item as the API answers it; total_cost is computed by the server (`costLineTotal`), in `currency`,
 * the quotation's currency, rounded to its decimals.
 */
export const costLineSchema = z.object({
  ...recordId(),
  quotation_id: z.number().int(),
  category_id: z.number().int().nullable(),
  category_id_related: z.object({ id: z.number().int(), name: z.string() }).nullable().optional(),
  /** The desk's description: it may name the carrier, break and buy rate; never shown to the client. */
  description: z.string(),
  /** What the client reads for the line (PDF, public quote page): no buy-side figures (`client-description.ts`). */
  client_description: z.string(),
  location: costLocationSchema,
  /** The part of the cost the line sits in, from its category (`chargePartOf`); computed, never stored. */
  charge_part: chargePartSchema,
  calculation_method: calculationMethodSchema,
  quantity: z.number(),
  unit_cost: z.number().nullable(),
  rate: z.number().nullable(),
  total_cost: z.number(),
  /** The quotation's currency: unit_cost, rate, total_cost and buy_cost are in it. */
  currency: currencySchema,
  // The buy side (docs/api.md, Pricing): total_cost is the sell side. buy_total is in buy_currency (null: the
  // quotation's currency), buy_cost the same converted to the quotation's currency with its recorded rates.
  supplier: z.string(),
  buy_rate: z.number().nullable(),
  buy_total: z.number().nullable(),
  buy_currency: currencyCodeSchema('Buy currency').nullable(),
  buy_cost: z.number().nullable(),
  is_sub_item: z.boolean(),
  parent_id: z.number().int().nullable(),
  sort_order: z.number().int(),
  ...versionedColumns(),
});
export type CostLine = z.infer<typeof costLineSchema>;

const money = (label: string) => nullableNumberInput(label, { min: 0, max: MAX_AMOUNT });

// Labels as the cost item modal shows them. A too-long description says so: only a blank one is "required".
const costLineFields = {
  category_id: idInput(M.categoryRequired),
  description: textField('Description', { max: 500, required: M.descriptionRequired }),
  // Blank or absent: the server derives it from the category and the description (`defaultClientDescription`).
  client_description: textField('Client description', { max: CLIENT_DESCRIPTION_MAX }),
  location: costLocationSchema,
  calculation_method: calculationMethodSchema,
  quantity: numberInput('Quantity', { min: 0, max: MAX_AMOUNT }),
  unit_cost: money('Unit cost'),
  rate: money('Rate'),
  total_cost: money('Total cost'),
  supplier: textField('Supplier', { max: 200 }),
  buy_rate: money('Buy rate'),
  buy_total: money('Buy total'),
  buy_currency: currencyCodeSchema('Buy currency').nullable(),
  is_sub_item: booleanField('Sub-item'),
  parent_id: nullableIdInput(M.parentRequired),
  sort_order: numberInput('Sort order', { int: true, min: 0, max: MAX_INTEGER }),
};

/**
 * POST /cost_items body. Required: quotation_id, description and category; location defaults to Origin,
 * method to Fixed, quantity to 1, sort_order to the quotation's item count. A sub-item needs a parent.
 * The server sets total_cost with `costLineTotal`.
 */
export const costLineCreateSchema = bodyObject(costLineFields)
  .partial()
  .extend({
    quotation_id: idInput(M.quotationRequired),
    category_id: costLineFields.category_id,
    description: costLineFields.description,
  })
  .refine((item) => !item.is_sub_item || item.parent_id != null, {
    message: M.parentRequired,
    path: ['parent_id'],
  });
export type CostLineCreateInput = z.input<typeof costLineCreateSchema>;
export type CostLineCreate = z.output<typeof costLineCreateSchema>;

/**
 * PUT /cost_items/{id} body: any subset, same rules. Turning is_sub_item off should also clear parent_id
 * (the server applies that), and turning it on with an explicit null parent is refused here.
 */
export const costLineUpdateSchema = bodyObject(costLineFields)
  .partial()
  .refine((item) => !(item.is_sub_item === true && item.parent_id === null), {
    message: M.parentRequired,
    path: ['parent_id'],
  });
export type CostLineUpdateInput = z.input<typeof costLineUpdateSchema>;
export type CostLineUpdate = z.output<typeof costLineUpdateSchema>;
