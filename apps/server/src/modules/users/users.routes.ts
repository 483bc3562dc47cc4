import { passwordResetApi, usersApi } from '@freight/domain';
import type { FastifyPluginAsync } from 'fastify';
import { can } from '../../platform/auth-context';
import { contractRoute } from '../../platform/contract-route';
import { resourceRoutes } from '../../platform/crud';
import type { Db } from '../../platform/database/database';
import { setUserTemporaryPassword } from './temporary-password.service';
import * as service from './users.service';

export const usersRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  resourceRoutes(app, db, usersApi, 'users', service);
  // users:edit at the door; the service then lets only an administrator through.
  contractRoute(
    app,
    passwordResetApi.temporaryPassword,
    can('users', 'edit'),
    async ({ auth, params, body }) => {
      await setUserTemporaryPassword(db, auth, params.id, body.password);
      return null;
    },
  );
};
