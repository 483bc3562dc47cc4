import {
  TASK_MESSAGES as M,
  type TeamMember,
  type TeamMemberCreate,
  type TeamMemberUpdate,
} from '@freight/domain';
import { changesToWrite, conflictOn, found, updateUnderLock } from '../../platform/crud';
import type { Db } from '../../platform/database/database';
import { AppError } from '../../platform/errors';
import { parseListQuery } from '../../platform/list-query';
import type { Caller } from './caller';
import { teamMemberList } from './teams.list';
import * as repo from './teams.repository';
import { lockForAction, refuseSelect } from './teams.service';

export async function list(db: Db, raw: Record<string, unknown>) {
  refuseSelect(raw);
  return repo.listTeamMembers(db, parseListQuery(raw, teamMemberList));
}

export async function get(db: Db, id: number): Promise<TeamMember> {
  return found(await repo.findTeamMember(db, id), M.teamMemberNotFound);
}

/** Adds a user to a team (owners and admins of the team only); a user joins a team once. */
export async function create(db: Db, input: TeamMemberCreate, caller: Caller): Promise<TeamMember> {
  const id = await db.transaction(async (tx) => {
    await lockForAction(tx, input.team_id, caller, 'manage_members');
    if (!(await repo.userExists(tx, input.user_id))) {
      throw AppError.badRequest(M.userNotFound, { user_id: M.userNotFound });
    }
    const row = await conflictOn(repo.isDuplicateMember, M.alreadyTeamMember, () =>
      repo.teamMemberRecords.insert(tx, {
        team_id: input.team_id,
        user_id: input.user_id,
        role: input.role ?? 'member',
      }),
    );
    return row.id;
  });
  return get(db, id);
}

export async function update(
  db: Db,
  id: number,
  input: TeamMemberUpdate,
  expectedVersion: number | undefined,
  caller: Caller,
): Promise<TeamMember> {
  const changes = changesToWrite(input);
  const lock = async (tx: Db) => {
    const member = found(await repo.teamMemberRecords.find(tx, id), M.teamMemberNotFound);
    await lockForAction(tx, member.team_id, caller, 'manage_members');
    // Read again under the team's lock: every change to the team's members queues on it.
    return found(await repo.teamMemberRecords.find(tx, id), M.teamMemberNotFound);
  };
  await updateUnderLock(db, expectedVersion, lock, async (tx) => {
    await repo.teamMemberRecords.update(tx, id, changes);
  });
  return get(db, id);
}

/** Removes a member: the team's owners and admins may, and members may leave by themselves. */
export async function remove(db: Db, id: number, caller: Caller): Promise<void> {
  await db.transaction(async (tx) => {
    const member = found(await repo.teamMemberRecords.find(tx, id), M.teamMemberNotFound);
    if (member.user_id !== caller.userId) await lockForAction(tx, member.team_id, caller, 'manage_members');
    await repo.teamMemberRecords.remove(tx, id);
  });
}
