import type { Subtask, TaskActivity, TaskCollaborator, TaskComment } from '@freight/domain';
import { and, asc, count, desc, eq, getTableColumns, sql } from 'drizzle-orm';
import { type AnyPgColumn, alias, type PgSelect, type PgTable } from 'drizzle-orm/pg-core';
import { listPage, type Page, tableRecords } from '../../platform/crud';
import type { Db } from '../../platform/database/database';
import { isPgError, PG } from '../../platform/database/pg-errors';
import { preparedOnce } from '../../platform/database/prepared-once';
import { publishEvent } from '../../platform/events/publish-event';
import type { ParsedListQuery } from '../../platform/list-query';
import type { Caller } from '../teams/teams.service';
import { userSummaryColumns, userSummaryOrNull } from '../users/user-summary.sql';
import { users } from '../users/users.table';
import { partOfVisibleTaskSql, qualified } from './task-access.sql';
import { taskLiveEvent } from './task-live-event';
import { subtasks, taskActivityLog, taskCollaborators, taskComments } from './tasks.table';

export type CommentRow = typeof taskComments.$inferSelect;
export type ActivityInsert = typeof taskActivityLog.$inferInsert;

export const subtaskRecords = tableRecords(subtasks);
export const collaboratorRecords = tableRecords(taskCollaborators);

/** A page of one kind of task part (subtasks, comments...), kept to the parts of tasks the caller may see. */
function visiblePartsPage<T extends PgSelect>(
  db: Db,
  query: ParsedListQuery,
  caller: Caller,
  part: PgTable & { task_id: AnyPgColumn },
  select: T,
) {
  const visible = { ...query, where: and(query.where, partOfVisibleTaskSql(caller, part, part.task_id)) };
  return listPage(db, visible, part, select);
}

/**
 * The list (kept to the caller's visible tasks) and the find by id of one kind of task part that is read with
 * `select` (its joins) and answered as `toRecord` shapes a row.
 */
function partReader<T extends PgSelect, R>(
  part: PgTable & { id: AnyPgColumn; task_id: AnyPgColumn },
  select: (db: Db) => T,
  toRecord: (row: T['_']['result'][number]) => R,
) {
  return {
    async list(db: Db, query: ParsedListQuery, caller: Caller): Promise<Page<R>> {
      const page = await visiblePartsPage(db, query, caller, part, select(db));
      return { ...page, data: page.data.map(toRecord) };
    },
    async find(db: Db, id: number): Promise<R | undefined> {
      const [row] = (await select(db).where(eq(part.id, id))) as T['_']['result'];
      return row && toRecord(row);
    },
  };
}

/**
 * The placeholder of a page's task ids (an array) in the statements that read the parts of a page of tasks:
 * `= any(...)` keeps one statement text whatever the page size, so each is prepared once (`preparedOnce`)
 * instead of built by Drizzle for every page.
 */
const TASK_IDS = sql.placeholder('task_ids');
const ofPageTasks = (taskId: AnyPgColumn) => sql`${taskId} = any(${TASK_IDS})`;

// ---- subtasks -------------------------------------------------------------------------------------------

const subtaskColumns = {
  ...getTableColumns(subtasks),
  comment_count: sql<number>`(select count(*)::int from ${taskComments} c where c.subtask_id = ${qualified(subtasks, subtasks.id)})`,
};

/** Subtasks of these tasks, each task's in its order. */
export function subtasksOfTasks(db: Db, taskIds: readonly number[]): Promise<Subtask[]> {
  if (taskIds.length === 0) return Promise.resolve([]);
  return preparedOnce(db, 'subtasks_of_tasks', (handle, name) =>
    handle
      .select(subtaskColumns)
      .from(subtasks)
      .where(ofPageTasks(subtasks.task_id))
      .orderBy(asc(subtasks.task_id), asc(subtasks.sort_order), asc(subtasks.created_at), asc(subtasks.id))
      .prepare(name),
  ).execute({ task_ids: taskIds });
}

export function listSubtasks(db: Db, query: ParsedListQuery, caller: Caller): Promise<Page<Subtask>> {
  return visiblePartsPage(db, query, caller, subtasks, db.select(subtaskColumns).from(subtasks).$dynamic());
}

export async function findSubtask(db: Db, id: number): Promise<Subtask | undefined> {
  const [row] = await db.select(subtaskColumns).from(subtasks).where(eq(subtasks.id, id));
  return row;
}

// ---- comments -------------------------------------------------------------------------------------------

const commentColumns = { ...getTableColumns(taskComments), user: userSummaryColumns(users) };

function selectComments(db: Db) {
  return db
    .select(commentColumns)
    .from(taskComments)
    .leftJoin(users, eq(users.id, taskComments.user_id))
    .$dynamic();
}

function toComment(
  row: CommentRow & { user: { id: number | null; name: string | null; email: string | null } },
) {
  return { ...row, user: userSummaryOrNull(row.user) } satisfies TaskComment;
}

const commentReader = partReader(taskComments, selectComments, toComment);
export const listComments = commentReader.list;
export const findComment = commentReader.find;

export async function insertComment(db: Db, values: typeof taskComments.$inferInsert): Promise<CommentRow> {
  const [row] = await db.insert(taskComments).values(values).returning();
  return row!;
}

export async function deleteComment(db: Db, id: number): Promise<void> {
  await db.delete(taskComments).where(eq(taskComments.id, id));
}

/** Comments on the tasks themselves (not their subtasks), by task. */
export async function taskCommentCounts(db: Db, taskIds: readonly number[]): Promise<Map<number, number>> {
  if (taskIds.length === 0) return new Map();
  const rows = await preparedOnce(db, 'task_comment_counts', (handle, name) =>
    handle
      .select({ task_id: taskComments.task_id, n: count() })
      .from(taskComments)
      .where(and(ofPageTasks(taskComments.task_id), eq(taskComments.comment_type, 'task')))
      .groupBy(taskComments.task_id)
      .prepare(name),
  ).execute({ task_ids: taskIds });
  return new Map(rows.map((row) => [row.task_id, row.n]));
}

// ---- collaborators --------------------------------------------------------------------------------------

const assigners = alias(users, 'assigner');
const collaboratorColumns = {
  ...getTableColumns(taskCollaborators),
  user: userSummaryColumns(users),
  assigner: userSummaryColumns(assigners),
};

function selectCollaborators(db: Db) {
  return db
    .select(collaboratorColumns)
    .from(taskCollaborators)
    .innerJoin(users, eq(users.id, taskCollaborators.user_id))
    .leftJoin(assigners, eq(assigners.id, taskCollaborators.assigned_by_user_id))
    .$dynamic();
}

function toCollaborator(row: Awaited<ReturnType<ReturnType<typeof selectCollaborators>['execute']>>[number]) {
  const { assigner, user, ...collaborator } = row;
  return {
    ...collaborator,
    user: user as TaskCollaborator['user'],
    assigned_by_user: userSummaryOrNull(assigner),
  } satisfies Omit<TaskCollaborator, 'created_at'>;
}

export async function collaboratorsOfTasks(db: Db, taskIds: readonly number[]): Promise<TaskCollaborator[]> {
  if (taskIds.length === 0) return [];
  const rows = await preparedOnce(db, 'collaborators_of_tasks', (handle, name) =>
    selectCollaborators(handle)
      .where(ofPageTasks(taskCollaborators.task_id))
      .orderBy(asc(taskCollaborators.assigned_at), asc(taskCollaborators.id))
      .prepare(name),
  ).execute({ task_ids: taskIds });
  return rows.map(toCollaborator);
}

const collaboratorReader = partReader(taskCollaborators, selectCollaborators, toCollaborator);
export const listCollaborators = collaboratorReader.list;
export const findCollaborator = collaboratorReader.find;

export function isDuplicateCollaborator(error: unknown): boolean {
  return isPgError(error, PG.uniqueViolation, 'task_collaborators_task_user_key');
}

// ---- activity -------------------------------------------------------------------------------------------

const activityColumns = {
  ...getTableColumns(taskActivityLog),
  user: userSummaryColumns(users),
};

function toActivity(
  row: Awaited<ReturnType<ReturnType<typeof selectActivity>['execute']>>[number],
): TaskActivity {
  return { ...row, user: userSummaryOrNull(row.user) };
}

function selectActivity(db: Db) {
  return db
    .select(activityColumns)
    .from(taskActivityLog)
    .leftJoin(users, eq(users.id, taskActivityLog.user_id))
    .$dynamic();
}

/**
 * Records activity entries (in the caller's transaction) and announces them; `readers` (a deleted task's, see
 * readersOfTask) limits the announcement to those who could read the task.
 */
export async function insertActivity(
  db: Db,
  entries: readonly ActivityInsert[],
  readers?: number[],
): Promise<void> {
  if (entries.length === 0) return;
  await db.insert(taskActivityLog).values([...entries]);
  await publishEvent(db, { ...taskLiveEvent(entries), ...(readers && { user_ids: readers }) });
}

/** Activity of the tasks the caller may see; entries of deleted tasks (no task) only for admins. */
export async function listActivity(
  db: Db,
  query: ParsedListQuery,
  caller: Caller,
): Promise<Page<TaskActivity>> {
  const page = await visiblePartsPage(db, query, caller, taskActivityLog, selectActivity(db));
  return { ...page, data: page.data.map(toActivity) };
}

/** The newest entry of each of these tasks. */
export async function latestActivityOfTasks(db: Db, taskIds: readonly number[]): Promise<TaskActivity[]> {
  if (taskIds.length === 0) return [];
  const rows = await preparedOnce(db, 'latest_activity_of_tasks', (handle, name) =>
    handle
      .selectDistinctOn([taskActivityLog.task_id], activityColumns)
      .from(taskActivityLog)
      .leftJoin(users, eq(users.id, taskActivityLog.user_id))
      .where(ofPageTasks(taskActivityLog.task_id))
      .orderBy(asc(taskActivityLog.task_id), desc(taskActivityLog.created_at), desc(taskActivityLog.id))
      .prepare(name),
  ).execute({ task_ids: taskIds });
  return rows.map(toActivity);
}

export async function userExists(db: Db, userId: number): Promise<boolean> {
  const rows = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  return rows.length > 0;
}
