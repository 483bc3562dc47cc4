import { z } from 'zod';
import { recordId, versionedColumns } from '../shared/record-columns';
import { permissionLevelSchema, taskPrioritySchema, taskVisibilitySchema } from './task-enums';
import { subtaskSchema, taskActivitySchema, taskCollaboratorSchema } from './task-parts';
import { taskContactSchema, taskTeamSchema, taskUserSchema } from './task-people';

/**
 * A task as the API answers it, the list's items included, with what its card shows
 * nested: subtasks in their order, the count of comments on the task itself, team, contact, creator,
 * collaborators and the latest activity entry. `progress` is the slider's value for manual-progress tasks and
 * the subtasks' rounded percent for the others. `access_level` is what the caller may do with it
 * (`levelAllows`), so screens show only the controls the server would accept.
 */
export const taskSchema = z.object({
  ...recordId(),
  title: z.string(),
  description: z.string(),
  progress: z.number().int(),
  is_manual_progress: z.boolean(),
  completed: z.boolean(),
  priority: taskPrioritySchema,
  client_name: z.string(),
  contact_id: z.number().int().nullable(),
  /** ISO 8601 UTC timestamp, or null. */
  deadline: z.string().nullable(),
  sort_order: z.number().int(),
  visibility: taskVisibilitySchema,
  created_by_user_id: z.number().int().nullable(),
  is_template: z.boolean(),
  team_id: z.number().int().nullable(),
  ...versionedColumns(),
  team: taskTeamSchema.nullable(),
  contact: taskContactSchema.nullable(),
  created_by_user: taskUserSchema.nullable(),
  subtasks: z.array(subtaskSchema),
  comment_count: z.number().int(),
  collaborators: z.array(taskCollaboratorSchema),
  latest_activity: taskActivitySchema.nullable(),
  access_level: permissionLevelSchema,
});
export type Task = z.infer<typeof taskSchema>;
