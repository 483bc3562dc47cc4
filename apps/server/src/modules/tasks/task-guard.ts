import { levelAllows, TASK_MESSAGES as M, type TaskAction } from '@freight/domain';
import type { Db } from '../../platform/database/database';
import { AppError } from '../../platform/errors';
import * as contactsService from '../contacts/contacts.service';
import type { Caller } from '../teams/teams.service';
import * as teamsService from '../teams/teams.service';
import * as repo from './tasks.repository';

const FORBIDDEN: Record<Exclude<TaskAction, 'view'>, string> = {
  edit: M.viewerCannotEdit,
  share: M.onlyOwnerShares,
  delete: M.onlyOwnerDeletes,
};

export interface GuardMessages {
  /** The 404 when the task is unknown or hidden (a part's own 'Subtask not found' when reached through it). */
  notFound?: string;
  forbidden?: string;
}

/**
 * Locks the task until the transaction ends and checks the caller may do `action` with it: a task they may
 * not see answers 404, as if it did not exist; one they see but may not change answers 403.
 */
export async function lockTaskFor(
  db: Db,
  id: number,
  caller: Caller,
  action: TaskAction,
  messages: GuardMessages = {},
): Promise<repo.AccessibleTaskRow> {
  const task = await repo.lockTask(db, id, caller);
  if (!task || task.access_level === null) throw AppError.notFound(messages.notFound ?? M.taskNotFound);
  if (!levelAllows(task.access_level, action)) {
    throw AppError.forbidden(messages.forbidden ?? (action === 'view' ? M.taskNotFound : FORBIDDEN[action]));
  }
  return task;
}

/** True when the caller may see the task. */
export async function canSeeTask(db: Db, id: number, caller: Caller): Promise<boolean> {
  const row = await repo.findTaskAccess(db, id, caller);
  return !!row && row.access_level !== null;
}

/** Refuses a contact or team id that names nothing, under the field's name. */
export async function checkReferences(
  db: Db,
  changes: { contact_id?: number | null; team_id?: number | null },
) {
  if (changes.contact_id != null && !(await contactsService.find(db, changes.contact_id))) {
    throw AppError.badRequest(M.contactNotFound, { contact_id: M.contactNotFound });
  }
  if (changes.team_id != null && !(await teamsService.find(db, changes.team_id))) {
    throw AppError.badRequest(M.teamNotFound, { team_id: M.teamNotFound });
  }
}

/** A team's name by id, for the activity of team assignments. */
export async function teamNames(db: Db, ids: readonly (number | null)[]) {
  const names = new Map<number, string>();
  for (const id of new Set(ids)) {
    if (id === null) continue;
    const team = await teamsService.find(db, id);
    if (team) names.set(id, team.name);
  }
  return (id: number | null) => (id === null ? null : (names.get(id) ?? null));
}
