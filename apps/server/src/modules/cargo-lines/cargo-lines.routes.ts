import { cargoLinesApi } from '@freight/domain';
import type { FastifyPluginAsync } from 'fastify';
import { resourceRoutes } from '../../platform/crud';
import type { Db } from '../../platform/database/database';
import * as service from './cargo-lines.service';

/** A quotation's cargo lines: access follows the quotations grants. */
export const cargoLinesRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  resourceRoutes(app, db, cargoLinesApi, 'quotations', service);
};
