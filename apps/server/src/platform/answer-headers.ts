import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * The headers every answer starts with, set in one pass as the request arrives (one hook instead of one at
 * arrival and another as the answer leaves): `X-Request-Id` (see request-id.ts), and on API answers
 * `Cache-Control: no-store`, since they hold one user's data that no browser or proxy may keep (a shared
 * computer, a caching proxy). A route that sets its own policy (a file download with an ETag) replaces it.
 */
export const answerHeaders = fp(async (app: FastifyInstance) => {
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
    if (request.url.startsWith('/api/')) reply.header('cache-control', 'no-store');
  });
});
