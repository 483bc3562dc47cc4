import { accountSecurityApi, authApi } from '@freight/domain';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { AuthContext } from '../../platform/auth-context';
import { contractRoute } from '../../platform/contract-route';
import type { Db } from '../../platform/database/database';
import { accountSecurityRoutes } from './account-security.routes';
import { type LoginSession, login, logout, SESSION_COOKIE, signedIn } from './auth.service';
import { cookieOptions, setSessionCookie } from './session-cookie';
import { completeChallenge } from './two-factor-challenge';

function clearSessionCookie(request: FastifyRequest, reply: FastifyReply) {
  reply.clearCookie(SESSION_COOKIE, cookieOptions(request));
}

/** Sets the session cookie and answers `{user}`. */
export function sendSession(request: FastifyRequest, reply: FastifyReply, result: LoginSession) {
  setSessionCookie(request, reply, result);
  return { user: result.user };
}

/** The signed-in session as `/auth/me` and `/auth/session` answer it. */
function sessionOf(auth: AuthContext) {
  return {
    user: auth.user,
    permissions: auth.permissions,
    must_change_password: auth.mustChangePassword ?? false,
  };
}

export const authRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  contractRoute(app, authApi.login, 'public', async ({ body, request, reply }) => {
    const result = await login(db, {
      ...body,
      remember: body.remember ?? false,
      ip: request.ip,
      userAgent: request.headers['user-agent'],
    });
    if (result.kind === 'challenge') {
      return {
        two_factor_required: true as const,
        challenge: result.challenge,
        expires_at: result.expiresAt.toISOString(),
      };
    }
    return sendSession(request, reply, result);
  });

  contractRoute(app, accountSecurityApi.loginTwoFactor, 'public', async ({ body, request, reply }) => {
    const { userId, remember } = await completeChallenge(db, { ...body, ip: request.ip });
    const result = await signedIn(db, userId, {
      remember,
      ip: request.ip,
      userAgent: request.headers['user-agent'],
    });
    return sendSession(request, reply, result);
  });

  contractRoute(app, authApi.me, 'session', ({ auth }) => sessionOf(auth));

  // Public: signed out is `{user: null}`, so a page load asks without a 401 in the browser's console.
  contractRoute(app, authApi.session, 'public', ({ request }) =>
    request.auth ? sessionOf(request.auth) : { user: null },
  );

  contractRoute(app, authApi.logout, 'public', async ({ request, reply }) => {
    if (request.auth) await logout(db, request.auth.sessionId);
    clearSessionCookie(request, reply);
    return null;
  });

  await app.register(accountSecurityRoutes, { db });
};
