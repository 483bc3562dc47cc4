import { locationsApi } from '@freight/domain';
import type { FastifyPluginAsync } from 'fastify';
import { contractRoute } from '../../platform/contract-route';
import type { Db } from '../../platform/database/database';
import * as service from './locations.service';

/** Any signed-in user may look places up: the lists are public reference data, shipped with the server. */
export const locationsRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  contractRoute(app, locationsApi.search, 'session', ({ query }) => service.search(db, query));
};
