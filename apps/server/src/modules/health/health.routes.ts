import { healthApi } from '@freight/domain';
import type { FastifyPluginAsync } from 'fastify';
import { contractRoute } from '../../platform/contract-route';
import type { Db } from '../../platform/database/database';
import type { Storage } from '../../platform/storage/storage';
import { databaseAnswers } from './health.repository';
import { readinessCheck } from './readiness';

/**
 * Public, for load balancers and orchestrators: liveness (`/health`: the database answers) and readiness
 * (`/health/ready`: database, migrations, storage). They say which part failed, nothing about versions or
 * configuration. While the server drains on SIGTERM, Fastify answers both 503 itself.
 */
export const healthRoutes: FastifyPluginAsync<{ db: Db; storage: Storage }> = async (
  app,
  { db, storage },
) => {
  contractRoute(app, healthApi.check, 'public', async ({ reply }) => {
    if (await databaseAnswers(db)) return { status: 'ok' as const, database: 'up' as const };
    return reply.status(503).send({ status: 'unavailable', database: 'down' });
  });

  const ready = readinessCheck(db, storage);
  contractRoute(app, healthApi.ready, 'public', async ({ reply }) => {
    const result = await ready();
    return result.status === 'ready' ? result : reply.status(503).send(result);
  });
};
