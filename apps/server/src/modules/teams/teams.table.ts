import { TEAM_ROLES } from '@freight/domain';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { belongsTo, idColumn, isoTimestamp, recordColumns } from '../../platform/database/columns';
import { users } from '../users/users.table';

export const teams = pgTable(
  'teams',
  {
    id: idColumn(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    created_by_user_id: integer('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    is_active: boolean('is_active').notNull().default(true),
    ...recordColumns(),
  },
  (t) => [index('teams_name_idx').on(t.name, t.id)],
);

export const teamMembers = pgTable(
  'team_members',
  {
    id: idColumn(),
    team_id: belongsTo('team_id', () => teams.id),
    user_id: belongsTo('user_id', () => users.id),
    role: text('role', { enum: TEAM_ROLES }).notNull().default('member'),
    joined_at: isoTimestamp('joined_at').notNull().default(sql`now()`),
    ...recordColumns(),
  },
  (t) => [
    // One membership per user and team; it also serves "the members of a team".
    uniqueIndex('team_members_team_user_key').on(t.team_id, t.user_id),
    // "The teams of a user", which every task visibility check asks.
    index('team_members_user_idx').on(t.user_id, t.team_id),
  ],
);
