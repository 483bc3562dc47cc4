import {
  TASK_MESSAGES as M,
  type Team,
  type TeamAction,
  type TeamCreate,
  type TeamMember,
  type TeamUpdate,
  teamActionAllowed,
} from '@freight/domain';
import { changesToWrite, found, updateUnderLock } from '../../platform/crud';
import type { Db } from '../../platform/database/database';
import { AppError } from '../../platform/errors';
import { parseListQuery } from '../../platform/list-query';
import type { Caller } from './caller';
import { teamList } from './teams.list';
import * as repo from './teams.repository';

export { type Caller, callerOf } from './caller';

/** The task-manager lists answer whole records with their nested parts, so they do not take `select`. */
export function refuseSelect(raw: Record<string, unknown>): void {
  if (raw.select !== undefined) throw AppError.badRequest('This list does not take select');
}

function assemble(row: Omit<Team, 'members' | 'member_count'>, members: TeamMember[]): Team {
  return { ...row, members, member_count: members.length };
}

export async function list(db: Db, raw: Record<string, unknown>) {
  refuseSelect(raw);
  const page = await repo.listTeams(db, parseListQuery(raw, teamList));
  const members = await repo.membersOfTeams(
    db,
    page.data.map((team) => team.id),
  );
  return {
    ...page,
    data: page.data.map((team) =>
      assemble(
        team,
        members.filter((member) => member.team_id === team.id),
      ),
    ),
  };
}

export async function get(db: Db, id: number): Promise<Team> {
  const row = found(await repo.findTeamWithCreator(db, id), M.teamNotFound);
  return assemble(row, await repo.membersOfTeams(db, [id]));
}

/** The team's name and state, or undefined: for the tasks that are assigned to it. */
export function find(db: Db, id: number) {
  return repo.teamRecords.find(db, id);
}

/**
 * Locks the team until the transaction ends and checks the caller may do `action` with it: 404 for an
 * unknown team, 403 when their role in it does not allow it.
 */
export async function lockForAction(db: Db, id: number, caller: Caller, action: TeamAction) {
  const team = found(await repo.lockTeam(db, id), M.teamNotFound);
  const role = caller.isAdmin ? null : await repo.roleInTeam(db, id, caller.userId);
  const allowed = teamActionAllowed(
    { isAdmin: caller.isAdmin, isCreator: team.created_by_user_id === caller.userId, role },
    action,
  );
  if (!allowed) throw AppError.forbidden(action === 'delete' ? M.cannotDeleteTeam : M.cannotManageTeam);
  return team;
}

/** A new team, with its creator as its owner. */
export async function create(db: Db, input: TeamCreate, caller: Caller): Promise<Team> {
  const id = await db.transaction(async (tx) => {
    const team = await repo.teamRecords.insert(tx, { ...input, created_by_user_id: caller.userId });
    await repo.teamMemberRecords.insert(tx, { team_id: team.id, user_id: caller.userId, role: 'owner' });
    return team.id;
  });
  return get(db, id);
}

export async function update(
  db: Db,
  id: number,
  input: TeamUpdate,
  expectedVersion: number | undefined,
  caller: Caller,
): Promise<Team> {
  const changes = changesToWrite(input);
  const lock = (tx: Db) => lockForAction(tx, id, caller, 'edit');
  await updateUnderLock(db, expectedVersion, lock, async (tx) => {
    await repo.teamRecords.update(tx, id, changes);
  });
  return get(db, id);
}

/**
 * Deletes the team and its memberships. `unassign` runs first in the same transaction: the tasks module takes
 * the team off its tasks there and records that on each task's activity.
 */
export async function remove(
  db: Db,
  id: number,
  caller: Caller,
  unassign: (tx: Db, team: repo.TeamRow) => Promise<void>,
): Promise<void> {
  await db.transaction(async (tx) => {
    const team = await lockForAction(tx, id, caller, 'delete');
    await unassign(tx, team);
    await repo.teamRecords.remove(tx, id);
  });
}
