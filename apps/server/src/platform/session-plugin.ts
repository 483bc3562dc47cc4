import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AuthContext } from './auth-context';
import { API_PREFIX } from './permission-guard';

export const API_DOCS_PREFIX = '/api/docs';

export interface SessionPluginOptions {
  /** The cookie that carries the session token. */
  cookieName: string;
  /** The caller behind a token, or null when it names no live session (the auth module's rule). */
  authenticate: (token: string) => Promise<AuthContext | null>;
}

/** Resolves the session cookie of every API request (and the API docs) into `request.auth` (null when signed out). */
export const sessionPlugin = fp(async (app: FastifyInstance, opts: SessionPluginOptions) => {
  app.decorateRequest('auth', null);
  app.addHook('onRequest', async (request) => {
    request.auth = null;
    if (!request.url.startsWith(API_PREFIX) && !request.url.startsWith(API_DOCS_PREFIX)) return;
    const token = request.cookies[opts.cookieName];
    if (token) request.auth = await opts.authenticate(token);
  });
});
