import {
  COMMENT_TYPES,
  PERMISSION_LEVELS,
  TASK_ACTIVITY_ACTIONS,
  TASK_PRIORITIES,
  TASK_VISIBILITIES,
} from '@freight/domain';
import { type SQL, sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { belongsTo, idColumn, isoTimestamp, recordColumns } from '../../platform/database/columns';
import { searchFold } from '../../platform/database/search-fold';
import { contacts } from '../contacts/contacts.table';
import { teams } from '../teams/teams.table';
import { users } from '../users/users.table';

export const tasks = pgTable(
  'tasks',
  {
    id: idColumn(),
    title: text('title').notNull().default('Untitled Task'),
    description: text('description').notNull().default(''),
    // The slider's value; subtask-driven tasks answer their subtasks' percent instead.
    progress: integer('progress').notNull().default(0),
    is_manual_progress: boolean('is_manual_progress').notNull().default(true),
    completed: boolean('completed').notNull().default(false),
    priority: text('priority', { enum: TASK_PRIORITIES }).notNull().default('medium'),
    client_name: text('client_name').notNull().default(''),
    contact_id: integer('contact_id').references(() => contacts.id, { onDelete: 'set null' }),
    deadline: isoTimestamp('deadline'),
    // Gapped positions of the custom order (see positionBetween): a move writes one row.
    sort_order: integer('sort_order').notNull().default(0),
    visibility: text('visibility', { enum: TASK_VISIBILITIES }).notNull().default('private'),
    created_by_user_id: integer('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    is_template: boolean('is_template').notNull().default(false),
    team_id: integer('team_id').references(() => teams.id, { onDelete: 'set null' }),
    ...recordColumns(),
  },
  (t) => [
    index('tasks_order_idx').on(t.sort_order, t.created_at, t.id),
    index('tasks_created_by_idx').on(t.created_by_user_id),
    index('tasks_team_idx').on(t.team_id),
    index('tasks_contact_idx').on(t.contact_id),
    // The task list's `search` and the global search (by title) both match this expression.
    index('tasks_search_trgm_idx').using('gin', sql`${searchFold(taskSearchText(t))} gin_trgm_ops`),
    check('tasks_progress_range', sql`${t.progress} between 0 and 100`),
  ],
);

/** What `search` matches on a task: title, description and client name, in one trigram-indexed expression. */
export function taskSearchText(t: { title: unknown; description: unknown; client_name: unknown }): SQL {
  return sql`(${t.title} || ' ' || ${t.description} || ' ' || ${t.client_name})`;
}

export const subtasks = pgTable(
  'subtasks',
  {
    id: idColumn(),
    task_id: belongsTo('task_id', () => tasks.id),
    title: text('title').notNull(),
    completed: boolean('completed').notNull().default(false),
    priority: text('priority', { enum: TASK_PRIORITIES }).notNull().default('medium'),
    sort_order: integer('sort_order').notNull().default(0),
    ...recordColumns(),
  },
  (t) => [index('subtasks_task_order_idx').on(t.task_id, t.sort_order, t.created_at, t.id)],
);

export const taskComments = pgTable(
  'task_comments',
  {
    id: idColumn(),
    task_id: belongsTo('task_id', () => tasks.id),
    subtask_id: integer('subtask_id').references(() => subtasks.id, { onDelete: 'cascade' }),
    user_id: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    comment_text: text('comment_text').notNull(),
    comment_type: text('comment_type', { enum: COMMENT_TYPES }).notNull().default('task'),
    created_at: isoTimestamp('created_at').notNull().default(sql`now()`),
  },
  (t) => [
    index('task_comments_task_idx').on(t.task_id, t.comment_type, t.created_at),
    index('task_comments_subtask_idx').on(t.subtask_id),
  ],
);

export const taskCollaborators = pgTable(
  'task_collaborators',
  {
    id: idColumn(),
    task_id: belongsTo('task_id', () => tasks.id),
    user_id: belongsTo('user_id', () => users.id),
    permission_level: text('permission_level', { enum: PERMISSION_LEVELS }).notNull().default('collaborator'),
    assigned_by_user_id: integer('assigned_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    assigned_at: isoTimestamp('assigned_at').notNull().default(sql`now()`),
    ...recordColumns(),
  },
  (t) => [
    uniqueIndex('task_collaborators_task_user_key').on(t.task_id, t.user_id),
    // "The tasks shared with a user", which every visibility check asks.
    index('task_collaborators_user_idx').on(t.user_id, t.task_id),
  ],
);

/**
 * The activity feed: written only by the server, in the transaction of the change it records. Entries go
 * with their task, except `task_deleted`, written after the delete with no task so the deletion stays on record.
 */
export const taskActivityLog = pgTable(
  'task_activity_log',
  {
    id: idColumn(),
    task_id: integer('task_id').references(() => tasks.id, { onDelete: 'cascade' }),
    user_id: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action', { enum: TASK_ACTIVITY_ACTIONS }).notNull(),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    created_at: isoTimestamp('created_at').notNull().default(sql`now()`),
  },
  (t) => [index('task_activity_task_idx').on(t.task_id, t.created_at, t.id)],
);
