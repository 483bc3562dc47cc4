import type { TeamMember, TeamRole } from '@freight/domain';
import { and, asc, eq, getTableColumns, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { listPage, type Page, tableRecords } from '../../platform/crud';
import type { Db } from '../../platform/database/database';
import { isPgError, PG } from '../../platform/database/pg-errors';
import type { ParsedListQuery } from '../../platform/list-query';
import { userSummaryColumns, userSummaryOrNull } from '../users/user-summary.sql';
import { users } from '../users/users.table';
import { teamMembers, teams } from './teams.table';

export type TeamRow = typeof teams.$inferSelect;
type TeamMemberRow = typeof teamMembers.$inferSelect;

export const teamRecords = tableRecords(teams);
export const teamMemberRecords = tableRecords(teamMembers);

const creators = alias(users, 'creator');

/** A page of teams with their creators. */
export async function listTeams(db: Db, query: ParsedListQuery) {
  const page = db
    .select({ ...getTableColumns(teams), creator: userSummaryColumns(creators) })
    .from(teams)
    .leftJoin(creators, eq(creators.id, teams.created_by_user_id))
    .$dynamic();
  const result = await listPage(db, query, teams, page);
  return { ...result, data: result.data.map(withCreator) };
}

export async function findTeamWithCreator(db: Db, id: number) {
  const [row] = await db
    .select({ ...getTableColumns(teams), creator: userSummaryColumns(creators) })
    .from(teams)
    .leftJoin(creators, eq(creators.id, teams.created_by_user_id))
    .where(eq(teams.id, id));
  return row && withCreator(row);
}

function withCreator<R extends { creator: { id: number | null; name: string | null; email: string | null } }>(
  row: R,
) {
  const { creator, ...team } = row;
  return { ...team, created_by_user: userSummaryOrNull(creator) };
}

/** The team row, locked until the transaction ends (member and team changes of one team queue on it). */
export async function lockTeam(db: Db, id: number): Promise<TeamRow | undefined> {
  const [row] = await db.select().from(teams).where(eq(teams.id, id)).for('update');
  return row;
}

const memberColumns = { ...getTableColumns(teamMembers), user: userSummaryColumns(users) };

/** Members of these teams with their users, by team then joining time. */
export async function membersOfTeams(db: Db, teamIds: readonly number[]): Promise<TeamMember[]> {
  if (teamIds.length === 0) return [];
  const rows = await db
    .select(memberColumns)
    .from(teamMembers)
    .innerJoin(users, eq(users.id, teamMembers.user_id))
    .where(inArray(teamMembers.team_id, [...teamIds]))
    .orderBy(asc(teamMembers.team_id), asc(teamMembers.joined_at), asc(teamMembers.id));
  return rows.map(toMember);
}

export async function listTeamMembers(db: Db, query: ParsedListQuery): Promise<Page<TeamMember>> {
  const page = db
    .select(memberColumns)
    .from(teamMembers)
    .innerJoin(users, eq(users.id, teamMembers.user_id))
    .$dynamic();
  const result = await listPage(db, query, teamMembers, page);
  return { ...result, data: result.data.map(toMember) };
}

export async function findTeamMember(db: Db, id: number): Promise<TeamMember | undefined> {
  const [row] = await db
    .select(memberColumns)
    .from(teamMembers)
    .innerJoin(users, eq(users.id, teamMembers.user_id))
    .where(eq(teamMembers.id, id));
  return row && toMember(row);
}

// Members are always joined to their user, so the summary is never null.
function toMember(row: TeamMemberRow & { user: TeamMember['user'] }): TeamMember {
  return row;
}

/** The caller's role in a team, or null when not a member. */
export async function roleInTeam(db: Db, teamId: number, userId: number): Promise<TeamRole | null> {
  const [row] = await db
    .select({ role: teamMembers.role })
    .from(teamMembers)
    .where(and(eq(teamMembers.team_id, teamId), eq(teamMembers.user_id, userId)));
  return row?.role ?? null;
}

export async function userExists(db: Db, userId: number): Promise<boolean> {
  const rows = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  return rows.length > 0;
}

export function isDuplicateMember(error: unknown): boolean {
  return isPgError(error, PG.uniqueViolation, 'team_members_team_user_key');
}
