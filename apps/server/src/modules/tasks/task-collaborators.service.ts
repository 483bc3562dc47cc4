import {
  TASK_MESSAGES as M,
  type TaskCollaborator,
  type TaskCollaboratorCreate,
  type TaskCollaboratorUpdate,
} from '@freight/domain';
import { changesToWrite, conflictOn, found, updateUnderLock } from '../../platform/crud';
import type { Db } from '../../platform/database/database';
import { AppError } from '../../platform/errors';
import { parseListQuery } from '../../platform/list-query';
import * as notifications from '../notifications/notifications.service';
import { type Caller, refuseSelect } from '../teams/teams.service';
import { activityRows } from './task-activity';
import { canSeeTask, lockTaskFor } from './task-guard';
import * as parts from './task-parts.repository';
import { taskCollaboratorList } from './tasks.list';

// Only a task's owners manage who works on it.
const manage = { forbidden: M.onlyOwnerManagesCollaborators };
const manageExisting = { ...manage, notFound: M.collaboratorNotFound };

export function list(db: Db, raw: Record<string, unknown>, caller: Caller) {
  refuseSelect(raw);
  return parts.listCollaborators(db, parseListQuery(raw, taskCollaboratorList), caller);
}

export async function get(db: Db, id: number, caller: Caller): Promise<TaskCollaborator> {
  const row = await parts.findCollaborator(db, id);
  if (!row || !(await canSeeTask(db, row.task_id, caller))) throw AppError.notFound(M.collaboratorNotFound);
  return row;
}

/** The collaborator row under its task's lock, which the caller must own. */
async function lockCollaborator(db: Db, id: number, caller: Caller) {
  const first = found(await parts.collaboratorRecords.find(db, id), M.collaboratorNotFound);
  await lockTaskFor(db, first.task_id, caller, 'share', manageExisting);
  return found(await parts.findCollaborator(db, id), M.collaboratorNotFound);
}

const who = (row: TaskCollaborator) => ({
  user_id: row.user_id,
  user_name: row.user.name,
  permission_level: row.permission_level,
});

export async function create(
  db: Db,
  input: TaskCollaboratorCreate,
  caller: Caller,
): Promise<TaskCollaborator> {
  const id = await db.transaction(async (tx) => {
    const task = await lockTaskFor(tx, input.task_id, caller, 'share', manage);
    if (input.user_id === task.created_by_user_id) {
      throw AppError.badRequest(M.creatorIsOwner, { user_id: M.creatorIsOwner });
    }
    if (!(await parts.userExists(tx, input.user_id))) {
      throw AppError.badRequest(M.userNotFound, { user_id: M.userNotFound });
    }
    const { id: rowId } = await conflictOn(parts.isDuplicateCollaborator, M.alreadyCollaborator, () =>
      parts.collaboratorRecords.insert(tx, {
        task_id: input.task_id,
        user_id: input.user_id,
        permission_level: input.permission_level ?? 'collaborator',
        assigned_by_user_id: caller.userId,
      }),
    );
    const added = found(await parts.findCollaborator(tx, rowId), M.collaboratorNotFound);
    const details = { collaborator_id: rowId, old: null, new: who(added) };
    await parts.insertActivity(
      tx,
      activityRows(input.task_id, caller.userId, [{ action: 'collaborator_added', details }]),
    );
    await notifications.taskCollaboratorAdded(tx, task, input.user_id, caller.userId);
    return rowId;
  });
  return get(db, id, caller);
}

/** Changes a collaborator's level (owners of the task only). */
export async function update(
  db: Db,
  id: number,
  input: TaskCollaboratorUpdate,
  expectedVersion: number | undefined,
  caller: Caller,
): Promise<TaskCollaborator> {
  const changes = changesToWrite(input);
  const lock = (tx: Db) => lockCollaborator(tx, id, caller);
  await updateUnderLock(db, expectedVersion, lock, async (tx, current) => {
    await parts.collaboratorRecords.update(tx, id, changes);
    if (changes.permission_level !== undefined && changes.permission_level !== current.permission_level) {
      const details = {
        collaborator_id: id,
        user_id: current.user_id,
        user_name: current.user.name,
        old: { permission_level: current.permission_level },
        new: { permission_level: changes.permission_level },
      };
      await parts.insertActivity(
        tx,
        activityRows(current.task_id, caller.userId, [{ action: 'task_updated', details }]),
      );
    }
  });
  return get(db, id, caller);
}

export async function remove(db: Db, id: number, caller: Caller): Promise<void> {
  await db.transaction(async (tx) => {
    const current = await lockCollaborator(tx, id, caller);
    await parts.collaboratorRecords.remove(tx, id);
    const details = { collaborator_id: id, old: who(current), new: null };
    await parts.insertActivity(
      tx,
      activityRows(current.task_id, caller.userId, [{ action: 'collaborator_removed', details }]),
    );
  });
}
