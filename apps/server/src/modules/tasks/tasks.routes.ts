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
  contractRoute(app, tasksApi.list, view, ({ query, auth }) => tasks.list(db, query, caller(auth)));
  contractRoute(app, tasksApi.get, view, ({ params, auth }) => tasks.get(db, params.id, caller(auth)));
  contractRoute(app, tasksApi.create, create, ({ body, auth }) => tasks.create(db, body, caller(auth)));
  contractRoute(app, tasksApi.update, edit, ({ params, body, ifMatch, auth }) =>
    tasks.update(db, params.id, body, ifMatch, caller(auth)),
  );
  contractRoute(app, tasksApi.remove, remove, async ({ params, auth }) => {
    await tasks.remove(db, params.id, caller(auth));
    return null;
  });
  contractRoute(app, tasksApi.move, edit, ({ params, body, auth }) =>
    tasks.move(db, params.id, body, caller(auth)),
  );
  contractRoute(app, tasksApi.convertToSubtasks, edit, ({ params, auth }) =>
    tasks.convertToSubtasks(db, params.id, caller(auth)),
  );

  contractRoute(app, subtasksApi.list, view, ({ query, auth }) => subtasks.list(db, query, caller(auth)));
  contractRoute(app, subtasksApi.get, view, ({ params, auth }) => subtasks.get(db, params.id, caller(auth)));
  contractRoute(app, subtasksApi.create, create, ({ body, auth }) => subtasks.create(db, body, caller(auth)));
  contractRoute(app, subtasksApi.update, edit, ({ params, body, ifMatch, auth }) =>
    subtasks.update(db, params.id, body, ifMatch, caller(auth)),
  );
  contractRoute(app, subtasksApi.remove, remove, async ({ params, auth }) => {
    await subtasks.remove(db, params.id, caller(auth));
    return null;
  });
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

  contractRoute(app, taskCollaboratorsApi.list, view, ({ query, auth }) =>
    collaborators.list(db, query, caller(auth)),
  );
  contractRoute(app, taskCollaboratorsApi.get, view, ({ params, auth }) =>
    collaborators.get(db, params.id, caller(auth)),
  );
  contractRoute(app, taskCollaboratorsApi.create, create, ({ body, auth }) =>
    collaborators.create(db, body, caller(auth)),
  );
  contractRoute(app, taskCollaboratorsApi.update, edit, ({ params, body, ifMatch, auth }) =>
    collaborators.update(db, params.id, body, ifMatch, caller(auth)),
  );
  contractRoute(app, taskCollaboratorsApi.remove, remove, async ({ params, auth }) => {
    await collaborators.remove(db, params.id, caller(auth));
    return null;
  });

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
