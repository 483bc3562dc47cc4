import { boolean, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { belongsTo, idColumn } from '../../platform/database/columns';
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
    user_id: belongsTo('user_id', () => users.id),
    module_id: belongsTo('module_id', () => modules.id),
    permission_id: belongsTo('permission_id', () => permissions.id),
  },
  (t) => [unique('user_module_permissions_grant_key').on(t.user_id, t.module_id, t.permission_id)],
);
