import type { FastifyReply, FastifyRequest } from 'fastify';
import { type LoginSession, REMEMBER_MS, SESSION_COOKIE } from './auth.service';

/** The session cookie's options: HttpOnly, SameSite=Lax, and Secure over HTTPS. */
export function cookieOptions(request: FastifyRequest) {
  return { path: '/', httpOnly: true, sameSite: 'lax' as const, secure: request.protocol === 'https' };
}

/**
 * Sets the cookie of a started session, for a password sign-in and a single sign-on alike. Without
 * remember-me the cookie has no expiry: the browser drops it when it closes.
 */
export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, result: LoginSession): void {
  reply.setCookie(SESSION_COOKIE, result.token, {
    ...cookieOptions(request),
    ...(result.persistent ? { maxAge: REMEMBER_MS / 1000 } : {}),
  });
}
