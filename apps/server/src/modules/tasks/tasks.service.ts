import {
  actionForTaskChanges,
  DEFAULT_TASK_TITLE,
  FIRST_SUBTASK_TITLE,
  isManualProgressForTitle,
  TASK_MESSAGES as M,
  type Move,
  type Task,
  type TaskCreate,
  type TaskUpdate,
} from '@freight/domain';
import { changesToWrite, found, updateUnderLock, written } from '../../platform/crud';
import { preparedListQuery } from '../../platform/crud/prepared-list-query';
import type { Db } from '../../platform/database/database';
import { AppError } from '../../platform/errors';
import { type Caller, refuseSelect } from '../teams/teams.service';
import { activityRows, taskChangeEntries, taskCreatedEntry } from './task-activity';
import { assembleTasks } from './task-cards';
import { canSeeTask, checkReferences, lockTaskFor, teamNames } from './task-guard';
import * as order from './task-order.repository';
import { appendPosition, place } from './task-order.service';
import * as parts from './task-parts.repository';
import { readersOfTask } from './task-readers.service';
import { taskList } from './tasks.list';
import * as repo from './tasks.repository';

export { type Caller, callerOf } from '../teams/teams.service';
// The dashboard's figures (modules/dashboard reads them through this service).
export { taskFigures } from './tasks.figures';

/** @public */
export async function list(db: Db, raw: Record<string, unknown>, caller: Caller) {
  refuseSelect(raw);
  const { fixed, values } = repo.taskListShape(caller);
  const query = preparedListQuery(raw, taskList, 'tasks', fixed, values);
  const page = await repo.listTaskCards(db, query, caller);
  return { ...page, data: await assembleTasks(db, page.data) };
}

/**
 * The task as the caller sees it; 404 when it does not exist or they may not see it.
 * @public
 */
export async function get(db: Db, id: number, caller: Caller): Promise<Task> {
  const card = found(await repo.findTaskCard(db, id, caller), M.taskNotFound);
  const [task] = await assembleTasks(db, [card]);
  return task!;
}

function refuseProgressOnSubtaskTask(progress: number | undefined, isManual: boolean) {
  if (progress !== undefined && !isManual) {
    throw AppError.badRequest(M.progressFollowsSubtasks, { progress: M.progressFollowsSubtasks });
  }
}

/**
 * A new task by the caller, at the end of the custom order. Its progress is manual unless the title contains
 * 'subtask' (or the body says otherwise).
 * @public
 */
export async function create(db: Db, input: TaskCreate, caller: Caller): Promise<Task> {
  const title = input.title ?? DEFAULT_TASK_TITLE;
  const isManual = input.is_manual_progress ?? isManualProgressForTitle(title);
  refuseProgressOnSubtaskTask(input.progress, isManual);
  const id = await db.transaction(async (tx) => {
    await checkReferences(tx, input);
    await order.lockTaskOrder(tx);
    const row = await repo.taskRecords.insert(tx, {
      ...input,
      title,
      is_manual_progress: isManual,
      created_by_user_id: caller.userId,
      sort_order: await appendPosition(tx, order.allTasks),
    });
    await parts.insertActivity(tx, activityRows(row.id, caller.userId, [taskCreatedEntry(row)]));
    return row.id;
  });
  return get(db, id, caller);
}

/**
 * Changes the fields sent; collaborators may change details, only owners visibility and team. Each change is
 * recorded on the activity feed in the same transaction.
 * @public
 */
export async function update(
  db: Db,
  id: number,
  input: TaskUpdate,
  expectedVersion: number | undefined,
  caller: Caller,
): Promise<Task> {
  const changes = changesToWrite(input);
  const lock = (tx: Db) => lockTaskFor(tx, id, caller, actionForTaskChanges(changes));
  await updateUnderLock(db, expectedVersion, lock, async (tx, current) => {
    refuseProgressOnSubtaskTask(changes.progress, changes.is_manual_progress ?? current.is_manual_progress);
    await checkReferences(tx, changes);
    const after = written(await repo.taskRecords.update(tx, id, changes), M.taskNotFound);
    const names = await teamNames(
      tx,
      current.team_id === after.team_id ? [] : [current.team_id, after.team_id],
    );
    await parts.insertActivity(tx, activityRows(id, caller.userId, taskChangeEntries(current, after, names)));
  });
  return get(db, id, caller);
}

/**
 * Deletes the task with its subtasks, comments, collaborators and activity (owners only). The deletion itself
 * stays on record as a `task_deleted` entry without a task.
 * @public
 */
export async function remove(db: Db, id: number, caller: Caller): Promise<void> {
  await db.transaction(async (tx) => {
    const task = await lockTaskFor(tx, id, caller, 'delete');
    const readers = await readersOfTask(tx, id);
    await repo.taskRecords.remove(tx, id);
    const details = {
      task_id: id,
      old: {
        title: task.title,
        priority: task.priority,
        visibility: task.visibility,
        completed: task.completed,
      },
      new: null,
    };
    await parts.insertActivity(
      tx,
      activityRows(null, caller.userId, [{ action: 'task_deleted', details }]),
      readers,
    );
  });
}

/** Puts the task right after `after_id` (or first, right before `before_id`) in the custom order. */
export async function move(db: Db, id: number, body: Move, caller: Caller): Promise<Task> {
  const side = body.after_id != null ? 'after' : 'before';
  const anchorId = (body.after_id ?? body.before_id)!;
  if (anchorId === id) throw AppError.badRequest(M.moveNotBesideItself);
  await db.transaction(async (tx) => {
    await order.lockTaskOrder(tx);
    const task = await lockTaskFor(tx, id, caller, 'edit');
    if (!(await canSeeTask(tx, anchorId, caller))) throw AppError.notFound(M.taskNotFound);
    const position = await place(tx, order.allTasks, id, anchorId, side);
    const details = {
      [`${side}_id`]: anchorId,
      old: { sort_order: task.sort_order },
      new: { sort_order: position },
    };
    await parts.insertActivity(tx, activityRows(id, caller.userId, [{ action: 'task_reordered', details }]));
  });
  return get(db, id, caller);
}

/** Manual progress off, progress 0, and a first subtask 'Subtask 1' with the task's priority. */
export async function convertToSubtasks(db: Db, id: number, caller: Caller): Promise<Task> {
  await db.transaction(async (tx) => {
    const task = await lockTaskFor(tx, id, caller, 'edit');
    if (!task.is_manual_progress) throw AppError.conflict(M.alreadyConverted);
    await repo.taskRecords.update(tx, id, { is_manual_progress: false, progress: 0 });
    const subtask = await parts.subtaskRecords.insert(tx, {
      task_id: id,
      title: FIRST_SUBTASK_TITLE,
      priority: task.priority,
      sort_order: await appendPosition(tx, order.subtasksOf(id)),
    });
    await parts.insertActivity(
      tx,
      activityRows(id, caller.userId, [
        {
          action: 'task_updated',
          details: {
            old: { is_manual_progress: true, progress: task.progress },
            new: { is_manual_progress: false, progress: 0 },
          },
        },
        {
          action: 'subtask_added',
          details: {
            subtask_id: subtask.id,
            old: null,
            new: { title: subtask.title, priority: subtask.priority },
          },
        },
      ]),
    );
  });
  return get(db, id, caller);
}

/** Takes a team being deleted off its tasks, recording it on each (run inside the team's delete). */
export async function unassignTeam(
  db: Db,
  team: { id: number; name: string },
  caller: Caller,
): Promise<void> {
  const assigned = await repo.lockTasksOfTeam(db, team.id);
  await repo.unassignTeam(db, team.id);
  const details = {
    old: { team_id: team.id, team_name: team.name },
    new: { team_id: null, team_name: null },
  };
  await parts.insertActivity(
    db,
    assigned.flatMap((task) => activityRows(task.id, caller.userId, [{ action: 'team_assigned', details }])),
  );
}

export { searchTasks as search } from './tasks.search';
