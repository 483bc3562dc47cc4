import { authApi } from '@freight/domain';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { contractRoute } from '../../platform/contract-route';
import type { Db } from '../../platform/database/database';
import { login, logout, REMEMBER_MS, SESSION_COOKIE } from './auth.service';

function cookieOptions(request: FastifyRequest) {
  return { path: '/', httpOnly: true, sameSite: 'lax' as const, secure: request.protocol === 'https' };
}

function clearSessionCookie(request: FastifyRequest, reply: FastifyReply) {
  reply.clearCookie(SESSION_COOKIE, cookieOptions(request));
}

export const authRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  contractRoute(app, authApi.login, 'public', async ({ body, request, reply }) => {
    const result = await login(db, {
      ...body,
      remember: body.remember ?? false,
      ip: request.ip,
      userAgent: request.headers['user-agent'],
    });
    // Without remember-me the cookie has no expiry: the browser drops it when it closes.
    reply.setCookie(SESSION_COOKIE, result.token, {
      ...cookieOptions(request),
      ...(result.persistent ? { maxAge: REMEMBER_MS / 1000 } : {}),
    });
    return { user: result.user };
  });

  contractRoute(app, authApi.me, 'session', ({ auth }) => ({
    user: auth.user,
    permissions: auth.permissions,
  }));

  contractRoute(app, authApi.logout, 'public', async ({ request, reply }) => {
    if (request.auth) await logout(db, request.auth.sessionId);
    clearSessionCookie(request, reply);
    return null;
  });
};
