import { CALCULATION_METHODS, COST_LOCATIONS } from '@freight/domain';
import { type AnyPgColumn, boolean, index, integer, numeric, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { belongsTo, idColumn, recordColumns } from '../../platform/database/columns';
import { costCategories } from '../cost-categories/cost-categories.table';
import { quotations } from '../quotations/quotations.table';

const amount = (name: string) => numeric(name, { mode: 'number' });

export const costLines = pgTable(
  'cost_items',
  {
    id: idColumn(),
    quotation_id: belongsTo('quotation_id', () => quotations.id),
    // A category in use cannot be deleted (deactivate it instead): items never lose their category.
    category_id: integer('category_id').references(() => costCategories.id, { onDelete: 'restrict' }),
    /** The desk's text (it may name the carrier, break and buy rate); never shown to a client. */
    description: text('description').notNull(),
    /** What the client reads (PDF, public quote page); the server derives it when none is given. */
    client_description: text('client_description').notNull(),
    // Kept by the line's copies in later revisions, so a revision diff pairs a line with its copy.
    line_key: uuid('line_key').notNull().defaultRandom(),
    location: text('location', { enum: COST_LOCATIONS }).notNull().default('Origin'),
    calculation_method: text('calculation_method', { enum: CALCULATION_METHODS }).notNull().default('Fixed'),
    quantity: numeric('quantity', { mode: 'number' }).notNull().default(1),
    unit_cost: amount('unit_cost'),
    rate: amount('rate'),
    /** The total as the user entered it (null when blank); `total_cost` is what the server computed. */
    entered_total_cost: amount('entered_total_cost'),
    total_cost: numeric('total_cost', { precision: 18, scale: 3, mode: 'number' }).notNull().default(0),
    // The buy side. `entered_buy_total` as the user entered it; `buy_total` (buy currency) and
    // `buy_cost` (quotation currency, converted with its recorded rates) are the server's, null without a buy side.
    supplier: text('supplier').notNull().default(''),
    buy_rate: amount('buy_rate'),
    entered_buy_total: amount('entered_buy_total'),
    buy_currency: text('buy_currency'),
    buy_total: numeric('buy_total', { precision: 18, scale: 3, mode: 'number' }),
    buy_cost: numeric('buy_cost', { precision: 18, scale: 3, mode: 'number' }),
    is_sub_item: boolean('is_sub_item').notNull().default(false),
    parent_id: integer('parent_id').references((): AnyPgColumn => costLines.id, { onDelete: 'cascade' }),
    sort_order: integer('sort_order').notNull().default(0),
    ...recordColumns(),
  },
  (t) => [
    // One quotation's breakdown in display order: served by this index, never a scan of all items.
    index('cost_items_quotation_order_idx').on(t.quotation_id, t.sort_order, t.created_at, t.id),
    index('cost_items_parent_idx').on(t.parent_id),
    index('cost_items_category_idx').on(t.category_id),
  ],
);
