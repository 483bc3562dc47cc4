import { DIMENSION_UNITS, INPUT_MODES, ITEM_CONDITIONS, VOLUME_UNITS, WEIGHT_UNITS } from '@freight/domain';
import { boolean, index, integer, numeric, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { belongsTo, idColumn, recordColumns } from '../../platform/database/columns';
import { quotations } from '../quotations/quotations.table';

// Measurements keep exactly what was entered: the computed CBM and weight are derived from the stored values.
const measurement = (name: string) => numeric(name, { mode: 'number' });
const computed = (name: string, scale: number) =>
  numeric(name, { precision: 18, scale, mode: 'number' }).notNull().default(0);

export const cargoLines = pgTable(
  'box_items',
  {
    id: idColumn(),
    quotation_id: belongsTo('quotation_id', () => quotations.id),
    name: text('name').notNull(),
    // Kept by the line's copies in later revisions, so a revision diff pairs a line with its copy.
    line_key: uuid('line_key').notNull().defaultRandom(),
    input_mode: text('input_mode', { enum: INPUT_MODES }).notNull().default('dimensions'),
    length: measurement('length'),
    width: measurement('width'),
    height: measurement('height'),
    dimension_unit: text('dimension_unit', { enum: DIMENSION_UNITS }).notNull().default('inches'),
    volume_value: measurement('volume_value'),
    volume_unit: text('volume_unit', { enum: VOLUME_UNITS }).notNull().default('cft'),
    weight_value: measurement('weight_value'),
    weight_unit: text('weight_unit', { enum: WEIGHT_UNITS }).notNull().default('lbs'),
    quantity: integer('quantity').notNull().default(1),
    individual_cbm: computed('individual_cbm', 6),
    total_cbm: computed('total_cbm', 6),
    individual_weight: computed('individual_weight', 3),
    total_weight: computed('total_weight', 3),
    declared_value_amount: measurement('declared_value_amount'),
    declared_value_currency: text('declared_value_currency').notNull().default('USD'),
    condition: text('condition', { enum: ITEM_CONDITIONS }).notNull().default('New'),
    product_specifications: text('product_specifications').array(),
    hs_code: text('hs_code').notNull().default(''),
    hs_description: text('hs_description').notNull().default(''),
    insurance_required: boolean('insurance_required').notNull().default(false),
    insurance_value: measurement('insurance_value'),
    insurance_currency: text('insurance_currency').notNull().default('USD'),
    ...recordColumns(),
  },
  (t) => [
    // One quotation's lines in creation order: the detail page's only query.
    index('box_items_quotation_created_idx').on(t.quotation_id, t.created_at, t.id),
  ],
);
