import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../platform/database/database';

const healthSchema = z.object({ status: z.enum(['ok', 'unavailable']), database: z.enum(['up', 'down']) });

/** Public: says only whether the database answers, nothing about versions or configuration. */
export const healthRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/health',
    {
      config: { access: 'public' },
      schema: { tags: ['platform'], response: { 200: healthSchema, 503: healthSchema } },
    },
    async (_request, reply) => {
      try {
        await db.execute(sql`select 1`);
        return { status: 'ok' as const, database: 'up' as const };
      } catch {
        return reply.status(503).send({ status: 'unavailable', database: 'down' });
      }
    },
  );
};
