import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { authenticate, SESSION_COOKIE } from '../modules/auth/auth.service';
import type { Db } from './database/database';
import { API_PREFIX } from './permission-guard';

/** Resolves the session cookie of every API request into `request.auth` (null when signed out). */
export const sessionPlugin = fp(async (app: FastifyInstance, opts: { db: Db }) => {
  app.decorateRequest('auth', null);
  app.addHook('onRequest', async (request) => {
    request.auth = null;
    if (!request.url.startsWith(API_PREFIX)) return;
    const token = request.cookies[SESSION_COOKIE];
    if (token) request.auth = await authenticate(opts.db, token);
  });
});
