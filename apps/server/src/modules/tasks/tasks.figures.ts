import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/database/database';
import type { Caller } from '../teams/teams.service';
import { visibleTaskSql } from './task-access.sql';
import { tasks } from './tasks.table';

/**
 * The dashboard's task figures, over the open tasks the caller may see (the Task Manager's visibility rule,
 * in SQL): how many are open and overdue, and the first few, overdue first.
 */
export async function taskFigures(db: Db, caller: Caller, now: Date, limit: number) {
  const at = now.toISOString();
  const open = and(eq(tasks.completed, false), eq(tasks.is_template, false), visibleTaskSql(caller));
  const overdue = sql<boolean>`coalesce(${tasks.deadline} < ${at}::timestamptz, false)`;
  const [totals, upcoming] = await Promise.all([
    db
      .select({
        open_total: sql<number>`count(*)`.mapWith(Number),
        overdue_total: sql<number>`count(*) filter (where ${overdue})`.mapWith(Number),
      })
      .from(tasks)
      .where(open),
    db
      .select({
        id: tasks.id,
        title: tasks.title,
        priority: tasks.priority,
        deadline: tasks.deadline,
        overdue: overdue.mapWith(Boolean),
      })
      .from(tasks)
      .where(open)
      // Overdue ones first, then the nearest deadline; tasks with no deadline last.
      .orderBy(sql`${overdue} desc`, sql`${tasks.deadline} asc nulls last`, asc(tasks.id))
      .limit(limit),
  ]);
  return { open_total: totals[0]?.open_total ?? 0, overdue_total: totals[0]?.overdue_total ?? 0, upcoming };
}
