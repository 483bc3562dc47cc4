import { teamMembersApi, teamsApi } from '@freight/domain';
import type { FastifyPluginAsync } from 'fastify';
import { resourceRoutes } from '../../platform/crud';
import type { Db } from '../../platform/database/database';
import * as members from './team-members.service';
import * as teams from './teams.service';

const caller = teams.callerOf;

/** Teams and their members, under the tasks permissions: view to read, create, edit and delete to change. */
export const teamsRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  // Deleting a team takes it off its tasks first: that route is the tasks module's (tasks.routes.ts).
  const { list, get, create, update } = teams;
  resourceRoutes(app, db, teamsApi, 'tasks', { list, get, create, update }, caller);
  resourceRoutes(app, db, teamMembersApi, 'tasks', members, caller);
};
