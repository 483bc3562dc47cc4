import type { TaskUser } from '@freight/domain';
import { and, eq, sql } from 'drizzle-orm';
import { listPage, type Page } from '../../platform/crud';
import type { Db } from '../../platform/database/database';
import { defineListSpec, type ParsedListQuery } from '../../platform/list-query';
import { userDisplayNameSql, userSummaryColumns } from '../users/user-summary.sql';
import { users } from '../users/users.table';

/** The people pickers: active users by name, searched by name and email, 20 a page. */
export const taskUserList = defineListSpec({
  fields: {
    id: { expr: users.id, kind: 'integer' },
    name: { expr: userDisplayNameSql(users), kind: 'string' },
    email: { expr: users.email, kind: 'string' },
  },
  sortable: ['id', 'name', 'email'],
  filterable: ['id', 'email'],
  searchable: [sql`(${users.first_name} || ' ' || ${users.last_name} || ' ' || ${users.email})`],
  defaultOrder: [{ field: 'name', direction: 'asc' }],
  defaultLimit: 20,
});

export function listActiveUsers(db: Db, query: ParsedListQuery): Promise<Page<TaskUser>> {
  const active = { ...query, where: and(query.where, eq(users.is_active, true)) };
  return listPage(db, active, users, db.select(userSummaryColumns(users)).from(users).$dynamic());
}
