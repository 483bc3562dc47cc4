import { boolean, integer, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { idColumn } from '../../platform/database/columns';
import { users } from '../users/users.table';

export const modules = pgTable('modules', {
  id: idColumn(),
  name: text('name').notNull().unique(),
  display_name: text('display_name').notNull(),
  description: text('description').notNull().default(''),
  is_active: boolean('is_active').notNull().default(true),
});

export const permissions = pgTable('permissions', {
  id: idColumn(),
  name: text('name').notNull().unique(),
  display_name: text('display_name').notNull(),
});

export const userModulePermissions = pgTable(
  'user_module_permissions',
  {
    id: idColumn(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    module_id: integer('module_id')
      .notNull()
      .references(() => modules.id, { onDelete: 'cascade' }),
    permission_id: integer('permission_id')
      .notNull()
      .references(() => permissions.id, { onDelete: 'cascade' }),
  },
  (t) => [unique('user_module_permissions_grant_key').on(t.user_id, t.module_id, t.permission_id)],
);
