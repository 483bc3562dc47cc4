import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * API answers hold one user's data: no browser or proxy may keep them (a shared computer, a caching proxy). A
 * route that sets its own policy (a file download with an ETag) keeps it.
 */
export const apiNoStore = fp(async (app: FastifyInstance) => {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control'))
      reply.header('cache-control', 'no-store');
    return payload;
  });
});
