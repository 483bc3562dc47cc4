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
    ...recordColumns(),
  },
  // 'Customs' and 'customs' are the same category.
  (t) => [uniqueIndex('cost_categories_name_key').on(sql`lower(${t.name})`)],
);
