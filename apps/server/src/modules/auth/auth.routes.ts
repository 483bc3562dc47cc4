import { loginRequestSchema, loginResponseSchema, meResponseSchema } from '@freight/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../platform/database/database';
import { requireAuth } from '../../platform/permission-guard';
import { login, logout, REMEMBER_MS, SESSION_COOKIE } from './auth.service';

function cookieOptions(request: FastifyRequest) {
  return { path: '/', httpOnly: true, sameSite: 'lax' as const, secure: request.protocol === 'https' };
}

function clearSessionCookie(request: FastifyRequest, reply: FastifyReply) {
  reply.clearCookie(SESSION_COOKIE, cookieOptions(request));
}

export const authRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.post(
    '/auth/login',
    {
      config: { access: 'public' },
      schema: { tags: ['auth'], body: loginRequestSchema, response: { 200: loginResponseSchema } },
    },
    async (request, reply) => {
      const result = await login(db, {
        ...request.body,
        remember: request.body.remember ?? false,
        ip: request.ip,
        userAgent: request.headers['user-agent'],
      });
      // Without remember-me the cookie has no expiry: the browser drops it when it closes.
      reply.setCookie(SESSION_COOKIE, result.token, {
        ...cookieOptions(request),
        ...(result.persistent ? { maxAge: REMEMBER_MS / 1000 } : {}),
      });
      return { user: result.user };
    },
  );

  app.get(
    '/auth/me',
    { config: { access: 'session' }, schema: { tags: ['auth'], response: { 200: meResponseSchema } } },
    async (request) => {
      const auth = requireAuth(request);
      return { user: auth.user, permissions: auth.permissions };
    },
  );

  app.post(
    '/auth/logout',
    { config: { access: 'public' }, schema: { tags: ['auth'], response: { 204: z.null() } } },
    async (request, reply) => {
      if (request.auth) await logout(db, request.auth.sessionId);
      clearSessionCookie(request, reply);
      return reply.status(204).send(null);
    },
  );
};
