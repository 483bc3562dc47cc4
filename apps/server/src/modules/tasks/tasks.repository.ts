import type { PermissionLevel } from '@freight/domain';
import { and, count, eq, getTableColumns, type Placeholder, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { tableRecords } from '../../platform/crud';
import {
  LIST_LIMIT,
  LIST_OFFSET,
  type PreparedListQuery,
  runListStatement,
} from '../../platform/crud/prepared-list-query';
import type { Db } from '../../platform/database/database';
import { contacts } from '../contacts/contacts.table';
import type { Caller } from '../teams/teams.service';
import { teams } from '../teams/teams.table';
import { userSummaryColumns, userSummaryOrNull } from '../users/user-summary.sql';
import { users } from '../users/users.table';
import { accessLevelSql, visibleTaskSql } from './task-access.sql';
import { tasks } from './tasks.table';

export type TaskRow = typeof tasks.$inferSelect;

/** A task row with the caller's level on it. */
export type AccessibleTaskRow = TaskRow & { access_level: PermissionLevel | null };

export const taskRecords = tableRecords(tasks);

const creators = alias(users, 'task_creator');

/** The task's own columns, the caller's level, and its team, contact and creator. */
function taskCardColumns(caller: Caller, me: number | Placeholder) {
  return {
    ...getTableColumns(tasks),
    access_level: accessLevelSql(caller, me),
    team: { id: teams.id, name: teams.name, description: teams.description, is_active: teams.is_active },
    contact: {
      id: contacts.id,
      display_name: contacts.display_name,
      email: contacts.email,
      phone_number: contacts.phone_number,
      company_name: contacts.company_name,
      category: contacts.category,
      segment: contacts.segment,
    },
    creator: userSummaryColumns(creators),
  };
}

function selectTaskCards(db: Db, caller: Caller, me: number | Placeholder = caller.userId) {
  return db
    .select(taskCardColumns(caller, me))
    .from(tasks)
    .leftJoin(teams, eq(teams.id, tasks.team_id))
    .leftJoin(contacts, eq(contacts.id, tasks.contact_id))
    .leftJoin(creators, eq(creators.id, tasks.created_by_user_id))
    .$dynamic();
}

type CardRow = Awaited<ReturnType<ReturnType<typeof selectTaskCards>['execute']>>[number];

/** A card row with its left-joined parts as objects or null. */
function toCard(row: CardRow) {
  const { team, contact, creator, ...task } = row;
  return {
    ...task,
    access_level: task.access_level as PermissionLevel,
    team: team?.id == null ? null : team,
    contact: contact?.id == null ? null : contact,
    created_by_user: userSummaryOrNull(creator),
  };
}
export type TaskCard = ReturnType<typeof toCard>;

/** The placeholder of the caller's id in the task list's statements (`taskListValues`). */
const ME = sql.placeholder('me');

/** What the task list's statements are built from besides the request: whether the caller sees every task. */
export function taskListShape(caller: Caller) {
  return { fixed: [caller.isAdmin ? 'every task' : 'visible tasks'], values: { me: caller.userId } };
}

/**
 * A page of the tasks the caller may see and the count of those tasks, as two statements prepared once per
 * shape of request and kind of caller (`taskListShape`), the caller's id among their values.
 */
export async function listTaskCards(db: Db, query: PreparedListQuery, caller: Caller) {
  const where = and(query.where, visibleTaskSql(caller, ME));
  const { name, values } = query.statement;
  const [rows, totals] = await Promise.all([
    runListStatement(db, { name: name && `${name}_page`, values }, (handle) =>
      selectTaskCards(handle, caller, ME)
        .where(where)
        .orderBy(...query.orderBy)
        .limit(LIST_LIMIT)
        .offset(LIST_OFFSET),
    ),
    runListStatement(db, { name: name && `${name}_count`, values }, (handle) =>
      handle.select({ total: count() }).from(tasks).where(where),
    ),
  ]);
  const total = totals[0]?.total ?? 0;
  return { data: rows.map(toCard), total, limit: query.limit, offset: query.offset };
}

/** One task as the caller sees it, or undefined when it does not exist or they may not see it. */
export async function findTaskCard(db: Db, id: number, caller: Caller): Promise<TaskCard | undefined> {
  const [row] = await selectTaskCards(db, caller).where(and(eq(tasks.id, id), visibleTaskSql(caller)));
  return row && toCard(row);
}

/**
 * The task row and the caller's level, locked until the transaction ends: every change to a task, its
 * subtasks and their order queues on it. Undefined when the task does not exist.
 */
export async function lockTask(db: Db, id: number, caller: Caller): Promise<AccessibleTaskRow | undefined> {
  const [row] = await db
    .select({ ...getTableColumns(tasks), access_level: accessLevelSql(caller) })
    .from(tasks)
    .where(eq(tasks.id, id))
    .for('update', { of: tasks });
  return row;
}

/** The task row and the caller's level, without a lock (a neighbour named in a move). */
export async function findTaskAccess(db: Db, id: number, caller: Caller) {
  const [row] = await db
    .select({ id: tasks.id, access_level: accessLevelSql(caller) })
    .from(tasks)
    .where(eq(tasks.id, id));
  return row;
}

/** The tasks assigned to a team, locked: taking the team off them is recorded on each. */
export async function lockTasksOfTeam(db: Db, teamId: number) {
  return db.select().from(tasks).where(eq(tasks.team_id, teamId)).for('update');
}

export async function unassignTeam(db: Db, teamId: number): Promise<void> {
  await db
    .update(tasks)
    .set({ team_id: null, version: sql`${tasks.version} + 1`, updated_at: sql`now()` })
    .where(eq(tasks.team_id, teamId));
}
