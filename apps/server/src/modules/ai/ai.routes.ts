import { aiApi } from '@freight/domain';
import type { FastifyPluginAsync } from 'fastify';
import { contractRoute } from '../../platform/contract-route';
import type { Db } from '../../platform/database/database';
import * as service from './ai.service';
import type { AiClient } from './ai-client';

/** The helper serves any signed-in user (it reads and writes no record); each user is rate-limited. */
export const aiRoutes: FastifyPluginAsync<{ db: Db; ai: AiClient }> = async (app, { db, ai }) => {
  contractRoute(app, aiApi.status, 'session', () => service.status(ai));
  contractRoute(app, aiApi.text, 'session', ({ body, auth }) =>
    service.runTextAction(db, ai, auth.user.id, body),
  );
};
