import type { PermissionLevel } from '@freight/domain';
import { type Column, getTableName, type Placeholder, type SQL, sql, type Table } from 'drizzle-orm';
import type { Caller } from '../teams/teams.service';
import { teamMembers, teams } from '../teams/teams.table';
import { taskCollaborators, tasks } from './tasks.table';

/**
 * `"table"."column"`: Drizzle leaves columns unqualified in a single-table query, where a correlated subquery
 * would read them as its own table's columns ("id" of task_collaborators instead of the task's).
 */
export function qualified(table: Table, column: Column): SQL {
  return sql`${sql.identifier(getTableName(table))}.${sql.identifier(column.name)}`;
}

const task = {
  id: qualified(tasks, tasks.id),
  createdBy: qualified(tasks, tasks.created_by_user_id),
  visibility: qualified(tasks, tasks.visibility),
  teamId: qualified(tasks, tasks.team_id),
};

/**
 * The caller's level on the task row in scope ("tasks"), or NULL when they may not see it: `taskAccessLevel`
 * of @freight/domain written in SQL, so that lists, counts and single reads apply the same rule. `me` is the
 * caller's id, or a placeholder for it in a statement prepared once (the task list).
 */
export function accessLevelSql(
  caller: Caller,
  me: number | Placeholder = caller.userId,
): SQL<PermissionLevel | null> {
  if (caller.isAdmin) return sql<PermissionLevel>`'owner'::text`;
  return sql<PermissionLevel | null>`case
    when ${task.createdBy} = ${me} then 'owner'
    when ${task.visibility} = 'private' then null
    else coalesce(
      (select c.permission_level from ${taskCollaborators} c where c.task_id = ${task.id} and c.user_id = ${me}),
      case when exists (
        select 1 from ${teamMembers} m join ${teams} t on t.id = m.team_id
        where m.team_id = ${task.teamId} and m.user_id = ${me} and t.is_active
      ) then 'collaborator' end,
      case when ${task.visibility} = 'public' then 'viewer' end
    )
  end`;
}

/**
 * The tasks the caller may see (undefined for admins, who see all): `accessLevelSql(caller) is not null`,
 * written as sets instead of per-row lookups. The caller's shared tasks and teams are each read once (hashed
 * subplans over the user indexes), so a filter that matches most of the table (a two-letter search, a dashboard
 * count) costs a scan, not two index probes per row. tasks.visibility.test.ts holds both forms to one matrix.
 * `me` is the caller's id, or a placeholder for it in a statement prepared once (the global search, the list).
 */
export function visibleTaskSql(caller: Caller, me: number | Placeholder = caller.userId): SQL | undefined {
  if (caller.isAdmin) return undefined;
  return sql`(${task.createdBy} = ${me} or (${task.visibility} <> 'private' and (
    ${task.visibility} = 'public'
    or ${task.id} in (select c.task_id from ${taskCollaborators} c where c.user_id = ${me})
    or ${task.teamId} in (
      select m.team_id from ${teamMembers} m join ${teams} t on t.id = m.team_id where m.user_id = ${me} and t.is_active
    ))))`;
}

/** For rows of a task's parts (subtasks, comments, ...): their task is one the caller may see. */
export function partOfVisibleTaskSql(caller: Caller, part: Table, taskId: Column): SQL | undefined {
  if (caller.isAdmin) return undefined;
  return sql`exists (select 1 from ${tasks} where ${task.id} = ${qualified(part, taskId)}
    and (${accessLevelSql(caller)}) is not null)`;
}
