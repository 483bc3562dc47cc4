import { sql } from 'drizzle-orm';
import { tableListFields } from '../../platform/crud';
import { defineListSpec } from '../../platform/list-query';
import { teamMembers, teams } from './teams.table';

export const teamList = defineListSpec({
  fields: tableListFields(teams),
  sortable: ['id', 'name', 'is_active', 'created_at', 'updated_at'],
  filterable: ['id', 'name', 'is_active', 'created_by_user_id'],
  searchable: [sql`(${teams.name} || ' ' || ${teams.description})`],
  defaultOrder: [{ field: 'name', direction: 'asc' }],
});

export const teamMemberList = defineListSpec({
  fields: tableListFields(teamMembers),
  sortable: ['id', 'team_id', 'user_id', 'role', 'joined_at'],
  filterable: ['id', 'team_id', 'user_id', 'role'],
  defaultOrder: [
    { field: 'team_id', direction: 'asc' },
    { field: 'joined_at', direction: 'asc' },
  ],
});
