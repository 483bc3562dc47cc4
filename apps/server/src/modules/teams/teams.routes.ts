import { teamMembersApi, teamsApi } from '@freight/domain';
import type { FastifyPluginAsync } from 'fastify';
import { can } from '../../platform/auth-context';
import { contractRoute } from '../../platform/contract-route';
import type { Db } from '../../platform/database/database';
import * as members from './team-members.service';
import * as teams from './teams.service';

const caller = teams.callerOf;

/** Teams and their members, under the tasks permissions: view to read, create, edit and delete to change. */
export const teamsRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  contractRoute(app, teamsApi.list, can('tasks', 'view'), ({ query }) => teams.list(db, query));
  contractRoute(app, teamsApi.get, can('tasks', 'view'), ({ params }) => teams.get(db, params.id));
  contractRoute(app, teamsApi.create, can('tasks', 'create'), ({ body, auth }) =>
    teams.create(db, body, caller(auth)),
  );
  contractRoute(app, teamsApi.update, can('tasks', 'edit'), ({ params, body, ifMatch, auth }) =>
    teams.update(db, params.id, body, ifMatch, caller(auth)),
  );
  // Deleting a team takes it off its tasks first: that route is the tasks module's (tasks.routes.ts).

  contractRoute(app, teamMembersApi.list, can('tasks', 'view'), ({ query }) => members.list(db, query));
  contractRoute(app, teamMembersApi.get, can('tasks', 'view'), ({ params }) => members.get(db, params.id));
  contractRoute(app, teamMembersApi.create, can('tasks', 'create'), ({ body, auth }) =>
    members.create(db, body, caller(auth)),
  );
  contractRoute(app, teamMembersApi.update, can('tasks', 'edit'), ({ params, body, ifMatch, auth }) =>
    members.update(db, params.id, body, ifMatch, caller(auth)),
  );
  contractRoute(app, teamMembersApi.remove, can('tasks', 'delete'), async ({ params, auth }) => {
    await members.remove(db, params.id, caller(auth));
    return null;
  });
};
