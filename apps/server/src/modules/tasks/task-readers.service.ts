import { hasPermission, taskAccessLevel } from '@freight/domain';
import type { Db } from '../../platform/database/database';
import type { LiveReadRule } from '../../platform/events/live-read-rules';
import { type Caller, callerOf } from '../teams/teams.service';
import * as repo from './task-readers.repository';

function sees(facts: repo.TaskReadFacts, caller: Caller): boolean {
  return (
    taskAccessLevel({
      isAdmin: caller.isAdmin,
      isCreator: facts.created_by_user_id === caller.userId,
      visibility: facts.visibility,
      collaboratorLevel: facts.collaborator_ids.includes(caller.userId) ? 'viewer' : null,
      isTeamMember: facts.team_member_ids.includes(caller.userId),
    }) !== null
  );
}

/**
 * Who could read the task (before it goes): undefined when everyone with the tasks grant could (a public
 * task), else its admins, creator, collaborators and team members. A delete event carries this list, since the
 * task cannot be read any more when the event is delivered.
 */
export async function readersOfTask(db: Db, id: number): Promise<number[] | undefined> {
  const [facts] = await repo.taskReadFacts(db, [id]);
  if (!facts || facts.visibility === 'public') return undefined;
  const readers = new Set(await repo.activeAdminIds(db));
  if (facts.created_by_user_id !== null) readers.add(facts.created_by_user_id);
  if (facts.visibility !== 'private') {
    for (const userId of [...facts.collaborator_ids, ...facts.team_member_ids]) readers.add(userId);
  }
  return [...readers];
}

/** Live task events reach the holders of tasks view who see the task, as GET /tasks/{id} decides. */
export function taskReadRule(db: Db): LiveReadRule {
  return {
    mayHear: (reader) => hasPermission(reader.user.role, reader.permissions, 'tasks', 'view'),
    visibility: async (ids) => {
      const facts = new Map((await repo.taskReadFacts(db, ids)).map((row) => [row.id, row]));
      return (reader) => {
        const caller = callerOf(reader);
        return (id) => {
          const task = facts.get(id);
          return task !== undefined && sees(task, caller);
        };
      };
    },
  };
}
