import { addressesApi } from '@freight/domain';
import type { FastifyPluginAsync } from 'fastify';
import { resourceRoutes } from '../../platform/crud';
import type { Db } from '../../platform/database/database';
import * as service from './addresses.service';

/** Addresses belong to quotations: their access follows the quotations grants. */
export const addressesRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  resourceRoutes(app, db, addressesApi, 'quotations', service);
};
