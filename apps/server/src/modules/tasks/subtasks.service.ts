import {
  TASK_MESSAGES as M,
  type Move,
  type Subtask,
  type SubtaskCreate,
  type SubtaskUpdate,
} from '@freight/domain';
import { changesToWrite, found, updateUnderLock, written } from '../../platform/crud';
import type { Db } from '../../platform/database/database';
import { AppError } from '../../platform/errors';
import { parseListQuery } from '../../platform/list-query';
import { type Caller, refuseSelect } from '../teams/teams.service';
import { type ActivityEntry, activityRows } from './task-activity';
import { canSeeTask, lockTaskFor } from './task-guard';
import * as order from './task-order.repository';
import { appendPosition, place } from './task-order.service';
import * as parts from './task-parts.repository';
import { subtaskList } from './tasks.list';

const hidden = { notFound: M.subtaskNotFound };

/** @public */
export function list(db: Db, raw: Record<string, unknown>, caller: Caller) {
  refuseSelect(raw);
  return parts.listSubtasks(db, parseListQuery(raw, subtaskList), caller);
}

/** @public */
export async function get(db: Db, id: number, caller: Caller): Promise<Subtask> {
  const subtask = await parts.findSubtask(db, id);
  if (!subtask || !(await canSeeTask(db, subtask.task_id, caller)))
    throw AppError.notFound(M.subtaskNotFound);
  return subtask;
}

/**
 * Locks the subtask's task for `action` (404 'Subtask not found' when either is hidden or gone) and answers
 * the subtask as it is under that lock.
 */
async function lockSubtask(db: Db, id: number, caller: Caller) {
  const first = found(await parts.subtaskRecords.find(db, id), M.subtaskNotFound);
  const task = await lockTaskFor(db, first.task_id, caller, 'edit', hidden);
  return { task, subtask: found(await parts.subtaskRecords.find(db, id), M.subtaskNotFound) };
}

/**
 * A new subtask at the end of its task's list (collaborators and owners of the task).
 * @public
 */
export async function create(db: Db, input: SubtaskCreate, caller: Caller): Promise<Subtask> {
  const id = await db.transaction(async (tx) => {
    await lockTaskFor(tx, input.task_id, caller, 'edit');
    const row = await parts.subtaskRecords.insert(tx, {
      task_id: input.task_id,
      title: input.title,
      priority: input.priority ?? 'medium',
      sort_order: await appendPosition(tx, order.subtasksOf(input.task_id)),
    });
    const entry: ActivityEntry = {
      action: 'subtask_added',
      details: { subtask_id: row.id, old: null, new: { title: row.title, priority: row.priority } },
    };
    await parts.insertActivity(tx, activityRows(input.task_id, caller.userId, [entry]));
    return row.id;
  });
  return get(db, id, caller);
}

/** @public */
export async function update(
  db: Db,
  id: number,
  input: SubtaskUpdate,
  expectedVersion: number | undefined,
  caller: Caller,
): Promise<Subtask> {
  const changes = changesToWrite(input);
  const lock = async (tx: Db) => (await lockSubtask(tx, id, caller)).subtask;
  await updateUnderLock(db, expectedVersion, lock, async (tx, subtask) => {
    const after = written(await parts.subtaskRecords.update(tx, id, changes), M.subtaskNotFound);
    const entries: ActivityEntry[] = [];
    if (subtask.completed !== after.completed) {
      entries.push({
        action: 'subtask_completed',
        details: {
          subtask_id: id,
          title: after.title,
          old: { completed: subtask.completed },
          new: { completed: after.completed },
        },
      });
    }
    const changed = (['title', 'priority'] as const).filter((field) => subtask[field] !== after[field]);
    if (changed.length > 0) {
      entries.push({
        action: 'task_updated',
        details: {
          subtask_id: id,
          old: Object.fromEntries(changed.map((field) => [field, subtask[field]])),
          new: Object.fromEntries(changed.map((field) => [field, after[field]])),
        },
      });
    }
    await parts.insertActivity(tx, activityRows(subtask.task_id, caller.userId, entries));
  });
  return get(db, id, caller);
}

/** @public */
export async function remove(db: Db, id: number, caller: Caller): Promise<void> {
  await db.transaction(async (tx) => {
    const { subtask } = await lockSubtask(tx, id, caller);
    await parts.subtaskRecords.remove(tx, id);
    const entry: ActivityEntry = {
      action: 'task_updated',
      details: { subtask_id: id, old: { title: subtask.title, completed: subtask.completed }, new: null },
    };
    await parts.insertActivity(tx, activityRows(subtask.task_id, caller.userId, [entry]));
  });
}

/** Puts the subtask right after `after_id` (or first, before `before_id`) among its task's subtasks. */
export async function move(db: Db, id: number, body: Move, caller: Caller): Promise<Subtask> {
  const side = body.after_id != null ? 'after' : 'before';
  const anchorId = (body.after_id ?? body.before_id)!;
  if (anchorId === id) throw AppError.badRequest(M.moveNotBesideItself);
  await db.transaction(async (tx) => {
    const { subtask } = await lockSubtask(tx, id, caller);
    const anchor = found(await parts.subtaskRecords.find(tx, anchorId), M.subtaskNotFound);
    if (anchor.task_id !== subtask.task_id) throw AppError.badRequest(M.subtaskOfAnotherTask);
    const position = await place(tx, order.subtasksOf(subtask.task_id), id, anchorId, side);
    const entry: ActivityEntry = {
      action: 'task_reordered',
      details: {
        subtask_id: id,
        [`${side}_id`]: anchorId,
        old: { sort_order: subtask.sort_order },
        new: { sort_order: position },
      },
    };
    await parts.insertActivity(tx, activityRows(subtask.task_id, caller.userId, [entry]));
  });
  return get(db, id, caller);
}
