import { resourceGroup } from '../api/resource-group';
import { taskSchema } from './task';
import { taskResourceEndpoints } from './task-endpoints';
import { subtaskSchema, taskActivitySchema, taskCollaboratorSchema, taskCommentSchema } from './task-parts';
import { taskUserSchema } from './task-people';
import {
  moveSchema,
  subtaskCreateSchema,
  subtaskUpdateSchema,
  taskCollaboratorCreateSchema,
  taskCollaboratorUpdateSchema,
  taskCommentCreateSchema,
  taskCreateSchema,
  taskUpdateSchema,
} from './task-validation';

const tags = ['tasks'];
const api = resourceGroup(tags);

/**
 * The task endpoints (docs/api.md, Task manager). Every answer holds only what the caller may
 * see: a task they may not see answers 404 and is in no list or count; one they may see but not change
 * answers 403. Lists are paged by the server.
 */
export const tasksApi = {
  ...taskResourceEndpoints(
    '/tasks',
    tags,
    { record: taskSchema, create: taskCreateSchema, update: taskUpdateSchema },
    'The tasks the caller may see. Filters: priority, team_id, completed, contact_id, visibility, ' +
      'created_by_user_id, is_template; search: title, description, client name. Order: custom ' +
      '(sort_order, created_at) by default; order_by=priority_rank ASC sorts urgent, high, medium, low.',
  ),
  move: api.action('/tasks/:id/move', {
    description: 'Puts the task after after_id (or first, before before_id): one row written',
    body: moveSchema,
    response: taskSchema,
  }),
  convertToSubtasks: api.action('/tasks/:id/convert_to_subtasks', {
    description: "Manual progress off, progress 0, and a first subtask 'Subtask 1' with the task's priority",
    response: taskSchema,
  }),
};

export const subtasksApi = {
  ...taskResourceEndpoints(
    '/subtasks',
    tags,
    { record: subtaskSchema, create: subtaskCreateSchema, update: subtaskUpdateSchema },
    "Subtasks of the tasks the caller may see, in their task's order; filter with task_id",
  ),
  move: api.action('/subtasks/:id/move', {
    description: 'Puts the subtask after after_id (or first, before before_id) within its task',
    body: moveSchema,
    response: subtaskSchema,
  }),
};

const comments = taskResourceEndpoints(
  '/task_comments',
  tags,
  { record: taskCommentSchema, create: taskCommentCreateSchema, update: taskCommentCreateSchema },
  'Comments, oldest first; filter with task_id, subtask_id, comment_type',
);
/** Comments are added and deleted, never edited. */
export const taskCommentsApi = { list: comments.list, create: comments.create, remove: comments.remove };

export const taskCollaboratorsApi = taskResourceEndpoints(
  '/task_collaborators',
  tags,
  {
    record: taskCollaboratorSchema,
    create: taskCollaboratorCreateSchema,
    update: taskCollaboratorUpdateSchema,
  },
  'Collaborators of the tasks the caller may see; filter with task_id, user_id, permission_level',
);

/**
 * The activity feed, read-only: entries are written by the server with each change (there is no
 * POST/PUT/DELETE, so nobody can forge the audit trail). Newest first; 10 per page unless `limit`.
 */
export const taskActivityApi = {
  list: api.list('/task_activity_log', taskActivitySchema, {
    description:
      'Activity of the tasks the caller may see, newest first; filter with task_id, action, user_id',
  }),
};

/**
 * Active users to pick as collaborators or team members, under tasks:view (GET /users needs users:view, which
 * staff do not hold by default). Search matches name and email; 20 a page unless `limit` says otherwise.
 */
export const taskUsersApi = {
  list: api.list('/task_users', taskUserSchema, {
    description: 'Active users for the collaborator and team member pickers; search: name, email',
  }),
};
