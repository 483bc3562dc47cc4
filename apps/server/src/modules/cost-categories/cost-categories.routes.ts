import { costCategoriesApi } from '@freight/domain';
import type { FastifyPluginAsync } from 'fastify';
import { resourceRoutes } from '../../platform/crud';
import type { Db } from '../../platform/database/database';
import * as service from './cost-categories.service';

/** Cost categories are part of quoting: access follows the quotations grants. */
export const costCategoriesRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  resourceRoutes(app, db, costCategoriesApi, 'quotations', service);
};
