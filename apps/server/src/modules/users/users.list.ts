import { sql } from 'drizzle-orm';
import { defineListSpec } from '../../platform/list-query';
import { users } from './users.table';

export const userList = defineListSpec({
  fields: {
    id: { expr: users.id, kind: 'integer' },
    email: { expr: users.email, kind: 'string' },
    first_name: { expr: users.first_name, kind: 'string' },
    last_name: { expr: users.last_name, kind: 'string' },
    phone: { expr: users.phone, kind: 'string' },
    company: { expr: users.company, kind: 'string' },
    role: { expr: users.role, kind: 'string' },
    is_active: { expr: users.is_active, kind: 'boolean' },
    email_verified: { expr: users.email_verified, kind: 'boolean' },
    created_at: { expr: users.created_at, kind: 'timestamp' },
  },
  sortable: ['id', 'email', 'first_name', 'last_name', 'company', 'role', 'created_at'],
  filterable: ['id', 'email', 'first_name', 'last_name', 'company', 'role', 'is_active', 'email_verified'],
  // Name, email or company, as the User Management search box matches them.
  searchable: [
    sql`(${users.first_name} || ' ' || ${users.last_name} || ' ' || ${users.email} || ' ' || ${users.company})`,
  ],
  defaultOrder: [{ field: 'first_name', direction: 'asc' }],
});
