import { z } from 'zod';
import { bodyObject, booleanField, idInput, nullableIdInput, numberInput, textField } from '../shared/fields';
import {
  commentTypeSchema,
  permissionLevelSchema,
  taskPrioritySchema,
  taskVisibilitySchema,
  teamRoleSchema,
} from './task-enums';
import { TASK_MESSAGES as M } from './task-messages';

const DEADLINE_MESSAGE = 'Deadline must be a date and time';

/** An ISO 8601 date-time with its offset ('2026-11-23T17:00:00Z'); null or blank clears the deadline. */
const deadlineInput = z
  .union([z.iso.datetime({ offset: true, error: DEADLINE_MESSAGE }), z.literal(''), z.null()], {
    error: DEADLINE_MESSAGE,
  })
  .transform((value) => (value ? new Date(value).toISOString() : null));

const taskFields = {
  title: textField('Task title', { max: 500, required: M.titleRequired }),
  description: textField('Description', { max: 10_000 }),
  progress: numberInput('Progress', { int: true, min: 0, max: 100 }),
  is_manual_progress: booleanField('Manual progress'),
  completed: booleanField('Completed'),
  priority: taskPrioritySchema,
  client_name: textField('Client name', { max: 255 }),
  contact_id: nullableIdInput('Please select a contact'),
  deadline: deadlineInput,
  visibility: taskVisibilitySchema,
  is_template: booleanField('Template'),
  team_id: nullableIdInput(M.selectTeam),
};

/**
 * POST /tasks. Every field is optional: the title defaults to 'Untitled Task' (a blank one is refused),
 * manual progress follows the 'subtask' title rule, priority medium, visibility private. The creator is the
 * signed-in user, and a new task goes to the end of the custom order; a body's `user_id`,
 * `created_by_user_id` or `sort_order` is ignored.
 */
export const taskCreateSchema = bodyObject(taskFields).partial();
export type TaskCreate = z.output<typeof taskCreateSchema>;

/** PUT /tasks/{id}: the changed fields only. Order changes go through POST /tasks/{id}/move. */
export const taskUpdateSchema = bodyObject(taskFields).partial();
export type TaskUpdateInput = z.input<typeof taskUpdateSchema>;
export type TaskUpdate = z.output<typeof taskUpdateSchema>;

/**
 * POST /tasks/{id}/move and /subtasks/{id}/move: "put it after this one" (`after_id`) or, to put it first,
 * "before this one" (`before_id`). Give the neighbours the screen shows; when both are given `after_id` decides,
 * so a list filtered on the screen still lands the item between the two it was dropped between.
 */
export const moveSchema = bodyObject({
  after_id: nullableIdInput('after_id must be the id of the item to put it after').optional(),
  before_id: nullableIdInput('before_id must be the id of the item to put it before').optional(),
}).refine((body) => body.after_id != null || body.before_id != null, { message: M.moveNeedsNeighbour });
export type Move = z.output<typeof moveSchema>;

const subtaskFields = {
  task_id: idInput(M.selectTask),
  title: textField('Subtask title', { max: 500, required: M.subtaskTitleRequired }),
  completed: booleanField('Completed'),
  priority: taskPrioritySchema,
};

/** POST /subtasks: a task and a title; priority medium unless given; it goes to the end of its task's list. */
export const subtaskCreateSchema = bodyObject({
  task_id: subtaskFields.task_id,
  title: subtaskFields.title,
  priority: subtaskFields.priority.optional(),
});
export type SubtaskCreate = z.output<typeof subtaskCreateSchema>;

/** PUT /subtasks/{id}: title, completion, priority. */
export const subtaskUpdateSchema = bodyObject({
  title: subtaskFields.title,
  completed: subtaskFields.completed,
  priority: subtaskFields.priority,
}).partial();
export type SubtaskUpdate = z.output<typeof subtaskUpdateSchema>;
export type SubtaskUpdateInput = z.input<typeof subtaskUpdateSchema>;

/**
 * POST /task_comments: on the task, or on one of its subtasks (`subtask_id`; `comment_type` follows it when
 * absent). The author is the signed-in user.
 */
export const taskCommentCreateSchema = bodyObject({
  task_id: idInput(M.selectTask),
  subtask_id: nullableIdInput(M.selectSubtask).optional(),
  comment_type: commentTypeSchema.optional(),
  comment_text: textField('Comment', { max: 10_000, required: M.commentRequired }),
}).refine((body) => body.comment_type !== 'subtask' || body.subtask_id != null, {
  message: M.subtaskCommentNeedsSubtask,
  path: ['subtask_id'],
});

/** POST /task_collaborators: a user and a level (collaborator unless given); assigned by the signed-in user. */
export const taskCollaboratorCreateSchema = bodyObject({
  task_id: idInput(M.selectTask),
  user_id: idInput(M.selectUser),
  permission_level: permissionLevelSchema.optional(),
});
export type TaskCollaboratorCreate = z.output<typeof taskCollaboratorCreateSchema>;

/** PUT /task_collaborators/{id}: the level. */
export const taskCollaboratorUpdateSchema = bodyObject({ permission_level: permissionLevelSchema }).partial();
export type TaskCollaboratorUpdate = z.output<typeof taskCollaboratorUpdateSchema>;

const teamFields = {
  name: textField('Team name', { max: 255, required: M.teamNameRequired }),
  description: textField('Description', { max: 2000 }),
  is_active: booleanField('Active'),
};

/** POST /teams: a name ('Team name is required'); active unless said otherwise. The creator becomes its owner. */
export const teamCreateSchema = bodyObject({
  name: teamFields.name,
  description: teamFields.description.optional(),
  is_active: teamFields.is_active.optional(),
});
export type TeamCreate = z.output<typeof teamCreateSchema>;
export type TeamCreateInput = z.input<typeof teamCreateSchema>;

/** PUT /teams/{id}. */
export const teamUpdateSchema = bodyObject(teamFields).partial();
export type TeamUpdate = z.output<typeof teamUpdateSchema>;
export type TeamUpdateInput = z.input<typeof teamUpdateSchema>;

/** POST /team_members: a user joins a team as member unless another role is given. */
export const teamMemberCreateSchema = bodyObject({
  team_id: idInput(M.selectTeam),
  user_id: idInput(M.selectUser),
  role: teamRoleSchema.optional(),
});
export type TeamMemberCreate = z.output<typeof teamMemberCreateSchema>;

/** PUT /team_members/{id}: the role. */
export const teamMemberUpdateSchema = bodyObject({ role: teamRoleSchema }).partial();
export type TeamMemberUpdate = z.output<typeof teamMemberUpdateSchema>;
