import { CATEGORY_PARTS, DEFAULT_CATEGORY_PART } from '@freight/domain';
import { sql } from 'drizzle-orm';
import { boolean, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { idColumn, recordColumns } from '../../platform/database/columns';

export const costCategories = pgTable(
  'cost_categories',
  {
    id: idColumn(),
    name: text('name').notNull(),
    is_active: boolean('is_active').notNull().default(true),
    sort_order: integer('sort_order').notNull().default(0),
    // Where its cost lines are grouped (origin, main carriage, destination, duties/taxes, or by the line's
    // location): what the Incoterm warnings are read against.
    part: text('part', { enum: CATEGORY_PARTS }).notNull().default(DEFAULT_CATEGORY_PART),
    ...recordColumns(),
  },
  // 'Customs' and 'customs' are the same category.
  (t) => [uniqueIndex('cost_categories_name_key').on(sql`lower(${t.name})`)],
);
