import type { SettingType } from '@freight/domain';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { idColumn, recordColumns } from '../../platform/database/columns';
import { users } from '../users/users.table';

/** Settings: a user's own (user_id set) or global (user_id null); the value is text. */
export const settings = pgTable(
  'settings',
  {
    id: idColumn(),
    user_id: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    setting_key: text('setting_key').notNull(),
    setting_value: text('setting_value').notNull(),
    setting_type: text('setting_type').$type<SettingType>().notNull().default('string'),
    is_global: boolean('is_global').notNull().default(false),
    description: text('description').notNull().default(''),
    ...recordColumns(),
  },
  (t) => [
    // One setting per key for each user, and one global setting per key: saving a key updates it.
    uniqueIndex('settings_user_key').on(t.user_id, t.setting_key).where(sql`${t.user_id} is not null`),
    uniqueIndex('settings_global_key').on(t.setting_key).where(sql`${t.user_id} is null`),
    index('settings_user_id_idx').on(t.user_id),
    check('settings_scope_check', sql`${t.is_global} = (${t.user_id} is null)`),
    check('settings_type_check', sql`${t.setting_type} in ('string', 'number', 'boolean', 'json', 'array')`),
  ],
);
