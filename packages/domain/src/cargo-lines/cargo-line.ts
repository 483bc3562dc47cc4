import { z } from 'zod';
import { currencyCodeSchema } from '../money/currencies';
import { commaListEntries, commaListField, commaListText } from '../shared/comma-list';
import {
  bodyObject,
  booleanField,
  idInput,
  MAX_AMOUNT,
  MAX_INTEGER,
  nullableNumberInput,
  numberInput,
  textField,
} from '../shared/fields';
import { recordId, versionedColumns } from '../shared/record-columns';
import { declaredCurrencySchema, inputModeSchema, itemConditionSchema } from './cargo-line-enums';
import { dimensionUnitSchema, volumeUnitSchema, weightUnitSchema } from './units';

export const BOX_ITEM_MESSAGES = {
  nameRequired: 'Name is required',
  quotationRequired: 'Missing Quotation ID',
  quantityMin: 'Quantity must be at least 1',
  quantityWhole: 'Quantity must be a whole number',
} as const;

/**
 * Product specifications as stored: a list of trimmed, non-empty, distinct tags, or null when there are none.
 * Free text (the full-page form) is split at commas.
 */
export function normalizeProductSpecifications(
  value: readonly string[] | string | null | undefined,
): string[] | null {
  const tags = [...new Set(commaListEntries(value))];
  return tags.length > 0 ? tags : null;
}

/** The free-text form of product specifications, for the full-page form. */
export const productSpecificationsText = commaListText;

/**
 * A box item as the API answers it (docs/quotations.md). Measurements are in the item's own units;
 * individual_cbm / total_cbm are cubic metres and individual_weight / total_weight kilograms, computed by the
 * server (`storedCargoLineTotals`).
 */
export const cargoLineSchema = z.object({
  ...recordId(),
  quotation_id: z.number().int(),
  name: z.string(),
  input_mode: inputModeSchema,
  length: z.number().nullable(),
  width: z.number().nullable(),
  height: z.number().nullable(),
  dimension_unit: dimensionUnitSchema,
  volume_value: z.number().nullable(),
  volume_unit: volumeUnitSchema,
  weight_value: z.number().nullable(),
  weight_unit: weightUnitSchema,
  quantity: z.number().int(),
  individual_cbm: z.number(),
  total_cbm: z.number(),
  individual_weight: z.number(),
  total_weight: z.number(),
  declared_value_amount: z.number().nullable(),
  declared_value_currency: declaredCurrencySchema,
  condition: itemConditionSchema,
  product_specifications: z.array(z.string()).nullable(),
  hs_code: z.string(),
  hs_description: z.string(),
  insurance_required: z.boolean(),
  insurance_value: z.number().nullable(),
  insurance_currency: z.string(),
  ...versionedColumns(),
});
export type CargoLine = z.infer<typeof cargoLineSchema>;

// Blank or null means "not measured".
const measurement = (label: string, max = MAX_AMOUNT) => nullableNumberInput(label, { min: 0, max });

// The free text of the full-page form, or the modal's list of tags.
const productSpecificationsField = commaListField({
  label: 'Product specifications',
  entryLabel: 'Product specification',
  entryMax: 100,
  maxEntries: 50,
  error: 'Product specifications must be a list of at most 50 tags, or text',
  stored: z.array(z.string()).nullable(),
  normalize: normalizeProductSpecifications,
});

// Labels as the Add/Edit Item modal and the full-page form show them.
const cargoLineFields = {
  name: textField('Name', { max: 255, required: BOX_ITEM_MESSAGES.nameRequired }),
  input_mode: inputModeSchema,
  length: measurement('Length'),
  width: measurement('Width'),
  height: measurement('Height'),
  dimension_unit: dimensionUnitSchema,
  volume_value: measurement('Volume'),
  volume_unit: volumeUnitSchema,
  weight_value: measurement('Weight'),
  weight_unit: weightUnitSchema,
  quantity: numberInput('Quantity', {
    int: true,
    min: 1,
    max: MAX_INTEGER,
    messages: { int: BOX_ITEM_MESSAGES.quantityWhole, min: BOX_ITEM_MESSAGES.quantityMin },
  }),
  declared_value_amount: measurement('Declared value'),
  declared_value_currency: declaredCurrencySchema,
  condition: itemConditionSchema,
  product_specifications: productSpecificationsField,
  hs_code: textField('HS code', { max: 50 }),
  hs_description: textField('HS description', { max: 1000 }),
  insurance_required: booleanField('Insurance required'),
  insurance_value: measurement('Insurance value'),
  insurance_currency: currencyCodeSchema('Insurance currency'),
};

/**
 * POST /box_items body. Required: quotation_id and name; the rest falls back to `cargoLineModalDefaults()`.
 * The computed CBM and weight fields are not accepted: the server computes them.
 */
export const cargoLineCreateSchema = bodyObject(cargoLineFields)
  .partial()
  .extend({
    quotation_id: idInput(BOX_ITEM_MESSAGES.quotationRequired),
    name: cargoLineFields.name,
  });
export type CargoLineCreateInput = z.input<typeof cargoLineCreateSchema>;
export type CargoLineCreate = z.output<typeof cargoLineCreateSchema>;

/** PUT /box_items/{id} body: any subset of the fields, same rules; an item stays on its quotation. */
export const cargoLineUpdateSchema = bodyObject(cargoLineFields).partial();
export type CargoLineUpdateInput = z.input<typeof cargoLineUpdateSchema>;
export type CargoLineUpdate = z.output<typeof cargoLineUpdateSchema>;
