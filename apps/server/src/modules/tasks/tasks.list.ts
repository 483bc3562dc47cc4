import { sql } from 'drizzle-orm';
import { tableListFields } from '../../platform/crud';
import { defineListSpec } from '../../platform/list-query';
import {
  subtasks,
  taskActivityLog,
  taskCollaborators,
  taskComments,
  taskSearchText,
  tasks,
} from './tasks.table';

/** Urgent 0, high 1, medium 2, low 3 (`priorityRank`): `order_by=priority_rank ASC` is the priority sort. */
const priorityRank = sql`case ${tasks.priority} when 'urgent' then 0 when 'high' then 1 when 'medium' then 2 else 3 end`;

export const taskList = defineListSpec({
  fields: { ...tableListFields(tasks), priority_rank: { expr: priorityRank, kind: 'integer' } },
  sortable: [
    'id',
    'title',
    'priority_rank',
    'sort_order',
    'completed',
    'deadline',
    'visibility',
    'created_at',
    'updated_at',
  ],
  filterable: [
    'id',
    'title',
    'priority',
    'team_id',
    'completed',
    'contact_id',
    'visibility',
    'created_by_user_id',
    'is_template',
    'client_name',
    'deadline',
  ],
  searchable: [taskSearchText(tasks)],
  // The custom order (dragged on the board): position, then creation time.
  defaultOrder: [
    { field: 'sort_order', direction: 'asc' },
    { field: 'created_at', direction: 'asc' },
  ],
});

export const subtaskList = defineListSpec({
  fields: tableListFields(subtasks),
  sortable: ['id', 'task_id', 'sort_order', 'title', 'completed', 'created_at', 'updated_at'],
  filterable: ['id', 'task_id', 'completed', 'priority'],
  defaultOrder: [
    { field: 'task_id', direction: 'asc' },
    { field: 'sort_order', direction: 'asc' },
    { field: 'created_at', direction: 'asc' },
  ],
});

export const taskCommentList = defineListSpec({
  fields: tableListFields(taskComments),
  sortable: ['id', 'created_at'],
  filterable: ['id', 'task_id', 'subtask_id', 'comment_type', 'user_id'],
  defaultOrder: [{ field: 'created_at', direction: 'asc' }],
});

export const taskCollaboratorList = defineListSpec({
  fields: tableListFields(taskCollaborators),
  sortable: ['id', 'assigned_at', 'permission_level'],
  filterable: ['id', 'task_id', 'user_id', 'permission_level'],
  defaultOrder: [{ field: 'assigned_at', direction: 'asc' }],
});

/** Newest first, 10 a page unless `limit` says otherwise. */
export const taskActivityList = defineListSpec({
  fields: tableListFields(taskActivityLog),
  sortable: ['id', 'created_at'],
  filterable: ['id', 'task_id', 'user_id', 'action'],
  defaultOrder: [{ field: 'created_at', direction: 'desc' }],
  defaultLimit: 10,
});
