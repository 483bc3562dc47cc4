import { sql } from 'drizzle-orm';
import { tableListFields } from '../../platform/crud';
import { defineListSpec } from '../../platform/list-query';
import { users } from './users.table';

export const userList = defineListSpec({
  // The API's user fields (the avatar comes from the profile and is answered, not listed on).
  fields: tableListFields(users, { omit: ['password_hash', 'updated_at'] }),
  sortable: ['id', 'email', 'first_name', 'last_name', 'company', 'role', 'created_at'],
  filterable: ['id', 'email', 'first_name', 'last_name', 'company', 'role', 'is_active', 'email_verified'],
  // Name, email or company, as the User Management search box matches them.
  searchable: [
    sql`(${users.first_name} || ' ' || ${users.last_name} || ' ' || ${users.email} || ' ' || ${users.company})`,
  ],
  defaultOrder: [{ field: 'first_name', direction: 'asc' }],
});
