import type { MilestoneTemplates } from '@freight/domain';
import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable } from 'drizzle-orm/pg-core';
import { isoTimestamp } from '../../platform/database/columns';

/**
 * The milestone templates new shipments take, per mode family: one row (id 1), made on first save. Null
 * templates (or no row) mean the defaults in the domain package (MILESTONE_TEMPLATES).
 */
export const milestoneTemplateSettings = pgTable(
  'milestone_template_settings',
  {
    id: integer('id').primaryKey().default(1),
    templates: jsonb('templates').$type<MilestoneTemplates>(),
    version: integer('version').notNull().default(1),
    updated_at: isoTimestamp('updated_at').notNull().default(sql`now()`),
  },
  (t) => [check('milestone_template_settings_single_row', sql`${t.id} = 1`)],
);
