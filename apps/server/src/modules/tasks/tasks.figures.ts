import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/database/database';
import { preparedOnce } from '../../platform/database/prepared-once';
import type { Caller } from '../teams/teams.service';
import { visibleTaskSql } from './task-access.sql';
import { tasks } from './tasks.table';

/**
 * The dashboard's statement for one kind of caller (administrators see every task, anyone else what the Task
 * Manager's visibility rule lets them), built once per database handle: the caller's id, the instant and the
 * number of rows are its parameters. The totals ride on the rows as window counts, taken over every open task
 * the caller may see before the limit applies, so the counts and the first rows come back in one round trip.
 */
function openTasksStatement(db: Db, caller: Caller) {
  const kind = caller.isAdmin ? 'all' : 'visible';
  return preparedOnce(db, `dashboard_open_tasks_${kind}`, (handle, name) => {
    const at = sql.placeholder('at');
    const overdue = sql<boolean>`coalesce(${tasks.deadline} < ${at}::timestamptz, false)`;
    return (
      handle
        .select({
          id: tasks.id,
          title: tasks.title,
          priority: tasks.priority,
          deadline: tasks.deadline,
          overdue: overdue.mapWith(Boolean),
          open_total: sql<number>`count(*) over ()`.mapWith(Number),
          overdue_total: sql<number>`count(*) filter (where ${overdue}) over ()`.mapWith(Number),
        })
        .from(tasks)
        .where(
          and(
            eq(tasks.completed, false),
            eq(tasks.is_template, false),
            visibleTaskSql(caller, sql.placeholder('userId')),
          ),
        )
        // Overdue ones first, then the nearest deadline; tasks with no deadline last.
        .orderBy(sql`${overdue} desc`, sql`${tasks.deadline} asc nulls last`, asc(tasks.id))
        .limit(sql.placeholder('limit'))
        .prepare(name)
    );
  });
}

/**
 * The dashboard's task figures, over the open tasks the caller may see: how many are open and overdue, and
 * the first few, overdue first.
 */
export async function taskFigures(db: Db, caller: Caller, now: Date, limit: number) {
  const rows = await openTasksStatement(db, caller).execute({
    at: now.toISOString(),
    userId: caller.userId,
    limit,
  });
  return {
    open_total: rows[0]?.open_total ?? 0,
    overdue_total: rows[0]?.overdue_total ?? 0,
    upcoming: rows.map(({ open_total: _open, overdue_total: _overdue, ...task }) => task),
  };
}
