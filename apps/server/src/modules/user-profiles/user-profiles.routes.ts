import { userProfilesApi } from '@freight/domain';
import type { FastifyPluginAsync } from 'fastify';
import { contractRoute } from '../../platform/contract-route';
import type { Db } from '../../platform/database/database';
import type { Storage } from '../../platform/storage/storage';
import * as service from './user-profiles.service';

/** Every signed-in user reads and writes their own profile; nobody reaches anyone else's (404). */
export const userProfilesRoutes: FastifyPluginAsync<{ db: Db; storage: Storage }> = async (
  app,
  { db, storage },
) => {
  service.registerAvatarUploads();
  const api = userProfilesApi;
  contractRoute(app, api.list, 'session', ({ auth, request }) =>
    service.list(db, auth, request.headers['accept-language']),
  );
  contractRoute(app, api.get, 'session', ({ auth, params }) => service.get(db, auth, params.id));
  contractRoute(app, api.create, 'session', ({ auth, body }) => service.create(db, auth, body));
  contractRoute(app, api.update, 'session', ({ auth, params, body, ifMatch }) =>
    service.update(db, storage, auth, params.id, body, ifMatch),
  );
};
