import { healthApi } from '@freight/domain';
import type { FastifyPluginAsync } from 'fastify';
import { contractRoute } from '../../platform/contract-route';
import type { Db } from '../../platform/database/database';
import { databaseAnswers } from './health.repository';

/** Public: says only whether the database answers, nothing about versions or configuration. */
export const healthRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  contractRoute(app, healthApi.check, 'public', async ({ reply }) => {
    if (await databaseAnswers(db)) return { status: 'ok' as const, database: 'up' as const };
    return reply.status(503).send({ status: 'unavailable', database: 'down' });
  });
};
