import {
  subtasksApi,
  taskActivityApi,
  taskCollaboratorsApi,
  taskCommentsApi,
  tasksApi,
  taskUsersApi,
  teamsApi,
} from '@freight/domain';
import type { FastifyPluginAsync } from 'fastify';
import { can } from '../../platform/auth-context';
import { contractRoute } from '../../platform/contract-route';
import { resourceRoutes } from '../../platform/crud';
import type { Db } from '../../platform/database/database';
import * as teams from '../teams/teams.service';
import * as subtasks from './subtasks.service';
import * as activity from './task-activity.service';
import * as collaborators from './task-collaborators.service';
import * as comments from './task-comments.service';
import * as people from './task-users.service';
import * as tasks from './tasks.service';

const caller = tasks.callerOf;
const view = can('tasks', 'view');
const create = can('tasks', 'create');
const edit = can('tasks', 'edit');
const remove = can('tasks', 'delete');

/**
 * The task manager's endpoints. The route checks the tasks permission; the service checks what the caller may
 * do with the task itself (visibility and level: 404 when hidden, 403 when only viewed).
 */
export const tasksRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  resourceRoutes(app, db, tasksApi, 'tasks', tasks, caller);
  contractRoute(app, tasksApi.move, edit, ({ params, body, auth }) =>
    tasks.move(db, params.id, body, caller(auth)),
  );
  contractRoute(app, tasksApi.convertToSubtasks, edit, ({ params, auth }) =>
    tasks.convertToSubtasks(db, params.id, caller(auth)),
  );

  resourceRoutes(app, db, subtasksApi, 'tasks', subtasks, caller);
  contractRoute(app, subtasksApi.move, edit, ({ params, body, auth }) =>
    subtasks.move(db, params.id, body, caller(auth)),
  );

  contractRoute(app, taskCommentsApi.list, view, ({ query, auth }) => comments.list(db, query, caller(auth)));
  contractRoute(app, taskCommentsApi.create, create, ({ body, auth }) =>
    comments.create(db, body, caller(auth)),
  );
  contractRoute(app, taskCommentsApi.remove, remove, async ({ params, auth }) => {
    await comments.remove(db, params.id, caller(auth));
    return null;
  });

  resourceRoutes(app, db, taskCollaboratorsApi, 'tasks', collaborators, caller);

  contractRoute(app, taskActivityApi.list, view, ({ query, auth }) => activity.list(db, query, caller(auth)));
  contractRoute(app, taskUsersApi.list, view, ({ query }) => people.list(db, query));

  // A team's deletion lives here, not in teams.routes.ts: the team comes off its tasks (recorded on each
  // task's activity) in the same transaction, and teams sit below tasks.
  contractRoute(app, teamsApi.remove, remove, async ({ params, auth }) => {
    const by = teams.callerOf(auth);
    await teams.remove(db, params.id, by, (tx, team) => tasks.unassignTeam(tx, team, by));
    return null;
  });
};
