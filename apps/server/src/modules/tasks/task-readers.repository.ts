import type { TaskVisibility } from '@freight/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../platform/database/database';
import { teamMembers, teams } from '../teams/teams.table';
import { users } from '../users/users.table';
import { qualified } from './task-access.sql';
import { taskCollaborators, tasks } from './tasks.table';

/** What decides who sees a task (taskAccessLevel of @freight/domain), for every user at once. */
export interface TaskReadFacts {
  id: number;
  created_by_user_id: number | null;
  visibility: TaskVisibility;
  collaborator_ids: number[];
  /** The members of the task's team while the team is active (an inactive team shares nothing). */
  team_member_ids: number[];
}

/** The facts of these tasks in one statement (live events ask once per event, whoever listens). */
export function taskReadFacts(db: Db, ids: readonly number[]): Promise<TaskReadFacts[]> {
  return db
    .select({
      id: tasks.id,
      created_by_user_id: tasks.created_by_user_id,
      visibility: tasks.visibility,
      collaborator_ids: sql<
        number[]
      >`array(select c.user_id from ${taskCollaborators} c where c.task_id = ${qualified(tasks, tasks.id)})`,
      team_member_ids: sql<number[]>`array(
        select m.user_id from ${teamMembers} m join ${teams} t on t.id = m.team_id
        where m.team_id = ${qualified(tasks, tasks.team_id)} and t.is_active)`,
    })
    .from(tasks)
    .where(inArray(tasks.id, [...ids]));
}

/** The active administrators, who see every task. */
export async function activeAdminIds(db: Db): Promise<number[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'admin'), eq(users.is_active, true)));
  return rows.map((row) => row.id);
}
