import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

const current = new AsyncLocalStorage<FastifyRequest>();

/**
 * Keeps the request being handled reachable from the services it calls, so an audit row knows the caller's
 * address and session without every service taking the request as a parameter. Registered once, before the
 * routes; `run` wraps the rest of the request's lifecycle.
 */
export const auditRequestContext = fp(async (app: FastifyInstance) => {
  app.addHook('onRequest', (request, _reply, done) => {
    current.run(request, done);
  });
});

/** The request being handled, or undefined outside one (start-up, jobs, tests calling services directly). */
export const currentRequest = (): FastifyRequest | undefined => current.getStore();
