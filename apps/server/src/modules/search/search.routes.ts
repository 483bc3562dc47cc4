import { searchApi } from '@freight/domain';
import type { FastifyPluginAsync } from 'fastify';
import { contractRoute } from '../../platform/contract-route';
import type { Db } from '../../platform/database/database';
import * as service from './search.service';

/** Any signed-in user may search: what each finds depends on their grants (checked kind by kind). */
export const searchRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  contractRoute(app, searchApi.search, 'session', ({ auth, query }) => service.search(db, auth, query.q));
};
