import { costItemsApi } from '@freight/domain';
import type { FastifyPluginAsync } from 'fastify';
import { resourceRoutes } from '../../platform/crud';
import type { Db } from '../../platform/database/database';
import * as service from './cost-items.service';

/** A quotation's cost lines: access follows the quotations grants. */
export const costItemsRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  resourceRoutes(app, db, costItemsApi, 'quotations', service);
};
