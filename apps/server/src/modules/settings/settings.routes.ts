import { settingsApi as api } from '@freight/domain';
import type { FastifyPluginAsync } from 'fastify';
import { contractRoute } from '../../platform/contract-route';
import type { Db } from '../../platform/database/database';
import * as service from './settings.service';

/**
 * Every signed-in user keeps their own settings; the service refuses global writes to those
 * without settings:edit and never shows or touches another user's settings.
 */
export const settingsRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  contractRoute(app, api.effective, 'session', ({ auth }) => service.effective(db, auth));
  contractRoute(app, api.list, 'session', ({ query, auth }) => service.list(db, query, auth));
  contractRoute(app, api.get, 'session', ({ params, auth }) => service.get(db, params.id, auth));
  contractRoute(app, api.create, 'session', ({ body, auth }) => service.save(db, body, auth));
  contractRoute(app, api.update, 'session', ({ params, body, ifMatch, auth }) =>
    service.update(db, params.id, body, ifMatch, auth),
  );
  contractRoute(app, api.remove, 'session', async ({ params, auth }) => {
    await service.remove(db, params.id, auth);
    return null;
  });
};
