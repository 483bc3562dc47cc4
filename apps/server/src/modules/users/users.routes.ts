import { usersApi } from '@freight/domain';
import type { FastifyPluginAsync } from 'fastify';
import { can } from '../../platform/auth-context';
import { contractRoute } from '../../platform/contract-route';
import type { Db } from '../../platform/database/database';
import * as service from './users.service';

export const usersRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  contractRoute(app, usersApi.list, can('users', 'view'), ({ query }) => service.listUsers(db, query));
  contractRoute(app, usersApi.get, can('users', 'view'), ({ params }) => service.getUser(db, params.id));
  contractRoute(app, usersApi.create, can('users', 'create'), ({ body }) => service.createUser(db, body));
  contractRoute(app, usersApi.update, can('users', 'edit'), ({ params, body, auth, ifMatch }) =>
    service.updateUser(db, auth.user.id, params.id, body, ifMatch),
  );
  contractRoute(app, usersApi.remove, can('users', 'delete'), async ({ params, auth }) => {
    await service.deleteUser(db, auth.user.id, params.id);
    return null;
  });
};
