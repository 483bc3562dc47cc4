import { z } from 'zod';
import { recordId, versionedColumns } from '../shared/record-columns';
import {
  commentTypeSchema,
  permissionLevelSchema,
  taskActivityActionSchema,
  taskPrioritySchema,
} from './task-enums';
import { taskUserSchema } from './task-people';

/** A subtask as the API answers it, ordered within its task by `sort_order`. */
export const subtaskSchema = z.object({
  ...recordId(),
  task_id: z.number().int(),
  title: z.string(),
  completed: z.boolean(),
  priority: taskPrioritySchema,
  sort_order: z.number().int(),
  /** Comments on this subtask. */
  comment_count: z.number().int(),
  ...versionedColumns(),
});
export type Subtask = z.infer<typeof subtaskSchema>;

/** A comment on a task or one of its subtasks; comments are written and deleted, never edited. */
export const taskCommentSchema = z.object({
  ...recordId(),
  task_id: z.number().int(),
  subtask_id: z.number().int().nullable(),
  comment_type: commentTypeSchema,
  comment_text: z.string(),
  user_id: z.number().int().nullable(),
  user: taskUserSchema.nullable(),
  created_at: z.string(),
});
export type TaskComment = z.infer<typeof taskCommentSchema>;

/** A user granted a level on a task. */
export const taskCollaboratorSchema = z.object({
  ...recordId(),
  task_id: z.number().int(),
  user_id: z.number().int(),
  permission_level: permissionLevelSchema,
  assigned_by_user_id: z.number().int().nullable(),
  assigned_at: z.string(),
  user: taskUserSchema,
  assigned_by_user: taskUserSchema.nullable(),
  version: z.number().int(),
});
export type TaskCollaborator = z.infer<typeof taskCollaboratorSchema>;

/**
 * One entry of a task's activity feed, written by the server in the same transaction as the change it records.
 * `details` holds `old` and `new` values (null for a creation or a removal) and what the change was about
 * (`subtask_id`, `comment_id`, `title`, `preview`, ...). `task_id` is null only on `task_deleted` entries, which
 * outlive their task (only admins see them).
 */
export const taskActivitySchema = z.object({
  ...recordId(),
  task_id: z.number().int().nullable(),
  user_id: z.number().int().nullable(),
  user: taskUserSchema.nullable(),
  action: taskActivityActionSchema,
  details: z.record(z.string(), z.unknown()),
  created_at: z.string(),
});
export type TaskActivity = z.infer<typeof taskActivitySchema>;
