import { costLinesApi } from '@freight/domain';
import type { FastifyPluginAsync } from 'fastify';
import { resourceRoutes } from '../../platform/crud';
import type { Db } from '../../platform/database/database';
import * as service from './cost-lines.service';

/** A quotation's cost lines: access follows the quotations grants. */
export const costLinesRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  resourceRoutes(app, db, costLinesApi, 'quotations', service);
};
