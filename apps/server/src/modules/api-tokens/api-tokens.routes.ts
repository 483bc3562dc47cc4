import { apiTokensApi as api } from '@freight/domain';
import type { FastifyPluginAsync } from 'fastify';
import { contractRoute } from '../../platform/contract-route';
import type { Db } from '../../platform/database/database';
import * as service from './api-tokens.service';

/** Personal API tokens: any signed-in user manages their own; the service keeps tokens from making tokens. */
export const apiTokensRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  contractRoute(app, api.list, 'session', ({ auth, query }) => service.list(db, auth, query.all));
  contractRoute(app, api.create, 'session', ({ auth, body }) => service.create(db, auth, body));
  contractRoute(app, api.revoke, 'session', async ({ auth, params }) => {
    await service.revoke(db, auth, params.id);
    return null;
  });
};
