import { and, between, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../platform/database/database';
import { quotations } from '../quotations/quotations.table';
import { taskCollaborators, tasks } from '../tasks/tasks.table';

/**
 * Read-only queries of the reminder job over the tasks and quotations tables: which records are due. The job
 * writes only notifications; the owning modules' rules are not involved in reading a deadline.
 */

/** Open tasks (not templates) whose deadline falls in the next 24 hours, with their owner and collaborators. */
export async function tasksDueSoon(db: Db) {
  const soon = between(tasks.deadline, sql`now()`, sql`now() + interval '24 hours'`);
  const due = await db
    .select({
      id: tasks.id,
      title: tasks.title,
      deadline: tasks.deadline,
      owner: tasks.created_by_user_id,
    })
    .from(tasks)
    .where(and(isNotNull(tasks.deadline), soon, eq(tasks.completed, false), eq(tasks.is_template, false)));
  if (due.length === 0) return [];
  const people = await db
    .select({ task_id: taskCollaborators.task_id, user_id: taskCollaborators.user_id })
    .from(taskCollaborators)
    .where(
      inArray(
        taskCollaborators.task_id,
        due.map((t) => t.id),
      ),
    );
  return due.map((task) => ({
    ...task,
    deadline: task.deadline!,
    user_ids: [
      ...new Set([
        ...(task.owner === null ? [] : [task.owner]),
        ...people.filter((p) => p.task_id === task.id).map((p) => p.user_id),
      ]),
    ],
  }));
}

/** Quotations still in play (not yet orders nor cancelled) whose validity ends within 72 hours, with an owner. */
export function quotationsExpiringSoon(db: Db) {
  return db
    .select({
      id: quotations.id,
      quotation_number: quotations.quotation_number,
      client_name: quotations.client_name,
      valid_until_date: quotations.valid_until_date,
      user_id: quotations.user_id,
    })
    .from(quotations)
    .where(
      and(
        isNotNull(quotations.user_id),
        inArray(quotations.status, ['Pending', 'Working', 'OnClientReview']),
        between(quotations.valid_until_date, sql`current_date`, sql`current_date + 3`),
      ),
    );
}
