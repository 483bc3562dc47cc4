import {
  commentPreview,
  levelAllows,
  TASK_MESSAGES as M,
  type TaskComment,
  type taskCommentCreateSchema,
} from '@freight/domain';
import type { z } from 'zod';
import { found } from '../../platform/crud';
import type { Db } from '../../platform/database/database';
import { AppError } from '../../platform/errors';
import { parseListQuery } from '../../platform/list-query';
import * as notifications from '../notifications/notifications.service';
import { type Caller, refuseSelect } from '../teams/teams.service';
import { activityRows, commentEntry } from './task-activity';
import { lockTaskFor } from './task-guard';
import * as parts from './task-parts.repository';
import { taskCommentList } from './tasks.list';

type CommentCreate = z.output<typeof taskCommentCreateSchema>;

export function list(db: Db, raw: Record<string, unknown>, caller: Caller) {
  refuseSelect(raw);
  return parts.listComments(db, parseListQuery(raw, taskCommentList), caller);
}

/**
 * A comment by the caller on a task or one of its subtasks: collaborators and owners comment, viewers only
 * read. `comment_type` follows `subtask_id` unless given.
 */
export async function create(db: Db, input: CommentCreate, caller: Caller): Promise<TaskComment> {
  const commentType = input.comment_type ?? (input.subtask_id != null ? 'subtask' : 'task');
  const subtaskId = commentType === 'subtask' ? (input.subtask_id ?? null) : null;
  const id = await db.transaction(async (tx) => {
    const task = await lockTaskFor(tx, input.task_id, caller, 'edit');
    if (subtaskId !== null) {
      const subtask = await parts.subtaskRecords.find(tx, subtaskId);
      if (!subtask || subtask.task_id !== input.task_id) {
        throw AppError.badRequest(M.subtaskOfAnotherTask, { subtask_id: M.subtaskOfAnotherTask });
      }
    }
    const row = await parts.insertComment(tx, {
      task_id: input.task_id,
      subtask_id: subtaskId,
      comment_type: commentType,
      comment_text: input.comment_text,
      user_id: caller.userId,
    });
    await parts.insertActivity(tx, activityRows(input.task_id, caller.userId, [commentEntry(row)]));
    const owned = { ...task, ownerId: task.created_by_user_id };
    await notifications.taskCommented(tx, owned, input.comment_text, caller.userId);
    return row.id;
  });
  return found(await parts.findComment(db, id), M.commentNotFound);
}

/** Deletes a comment: its author (while they may still edit the task) or the task's owner. */
export async function remove(db: Db, id: number, caller: Caller): Promise<void> {
  await db.transaction(async (tx) => {
    const comment = found(await parts.findComment(tx, id), M.commentNotFound);
    const task = await lockTaskFor(tx, comment.task_id, caller, 'view', { notFound: M.commentNotFound });
    const isAuthor = comment.user_id === caller.userId;
    const allowed =
      levelAllows(task.access_level, 'delete') || (isAuthor && levelAllows(task.access_level, 'edit'));
    if (!allowed) throw AppError.forbidden(M.cannotDeleteComment);
    await parts.deleteComment(tx, id);
    const details = {
      comment_id: id,
      subtask_id: comment.subtask_id,
      old: { preview: commentPreview(comment.comment_text) },
      new: null,
    };
    await parts.insertActivity(
      tx,
      activityRows(comment.task_id, caller.userId, [{ action: 'task_updated', details }]),
    );
  });
}
