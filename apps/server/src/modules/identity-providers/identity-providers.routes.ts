import { identityProvidersApi, oidcSignInApi, type SsoRefusal, ssoRefusalMessage } from '@freight/domain';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { contractRoute } from '../../platform/contract-route';
import type { Db } from '../../platform/database/database';
import { AppError } from '../../platform/errors';
import { setSessionCookie } from '../auth/session-cookie';
import * as service from './identity-providers.service';
import { type OidcSettings, signInProvider } from './identity-providers.service';
import { signInMethods, unlinkIdentity } from './linked-identities';
import { completeSignIn, SIGN_IN_STATE_MS, SignInRefused, startSignIn } from './oidc-flow';
import { recordRefusal, signInWithIdentity } from './oidc-sign-in.service';

/** Holds the state between start and callback; scoped to the sign-in URLs. */
const STATE_COOKIE = 'oidc_state';
const STATE_COOKIE_PATH = '/api/1/auth/oidc/';

/** A path on this site ('/contacts?x=1'), never another origin ('//evil.example', 'https://…', '/\\evil'). */
function sameOriginPath(next: string | undefined): string | null {
  if (next === undefined || next === '') return '/';
  if (!next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return null;
  // Control characters (a smuggled newline) are refused too: browsers drop some of them from URLs.
  return [...next].some((ch) => ch.charCodeAt(0) < 0x20) ? null : next;
}

function refusedRedirect(reply: FastifyReply, reason: SsoRefusal) {
  return reply.redirect(`/login?sso_error=${reason}`, 302);
}

export const identityProvidersRoutes: FastifyPluginAsync<{ db: Db; settings: OidcSettings }> = async (
  app,
  { db, settings },
) => {
  const api = identityProvidersApi;
  contractRoute(app, api.list, { module: 'settings', action: 'view' }, () => service.list(db, settings));
  contractRoute(app, api.get, { module: 'settings', action: 'view' }, ({ params }) =>
    service.get(db, settings, params.id),
  );
  contractRoute(app, api.create, { module: 'settings', action: 'create' }, ({ auth, body }) =>
    service.create(db, settings, auth, body),
  );
  contractRoute(app, api.update, { module: 'settings', action: 'edit' }, ({ auth, params, body }) =>
    service.update(db, settings, auth, params.id, body),
  );
  contractRoute(app, api.remove, { module: 'settings', action: 'delete' }, async ({ auth, params }) => {
    await service.remove(db, auth, params.id);
    return null;
  });

  const sso = oidcSignInApi;
  contractRoute(app, sso.providers, 'public', () => service.signInProviders(db, settings));

  contractRoute(app, sso.start, 'public', async ({ params, query, request, reply }) => {
    const next = sameOriginPath(query.next);
    if (next === null) {
      const message = 'next must be a path on this site';
      throw new AppError('VALIDATION_FAILED', message, { fields: { next: message } });
    }
    const provider = await signInProvider(db, settings, params.provider);
    if (!provider) return refusedRedirect(reply, 'unavailable');
    let started: Awaited<ReturnType<typeof startSignIn>>;
    try {
      started = await startSignIn(db, settings, provider, next);
    } catch (error) {
      request.log.warn({ err: error }, 'identity provider unreachable');
      return refusedRedirect(reply, 'unavailable');
    }
    reply.setCookie(STATE_COOKIE, started.state, stateCookie(request, SIGN_IN_STATE_MS / 1000));
    return reply.redirect(started.url, 302);
  });

  contractRoute(app, sso.callback, 'public', async ({ params, query, request, reply }) => {
    const caller = { ip: request.ip, userAgent: request.headers['user-agent'] };
    const cookieState = request.cookies[STATE_COOKIE];
    reply.clearCookie(STATE_COOKIE, stateCookie(request));
    const provider = await signInProvider(db, settings, params.provider);
    if (!provider) return refusedRedirect(reply, 'unavailable');
    try {
      const identity = await completeSignIn(db, settings, provider, query, cookieState);
      const session = await signInWithIdentity(db, provider, identity, caller);
      setSessionCookie(request, reply, session);
      return reply.redirect(identity.nextPath, 302);
    } catch (error) {
      if (!(error instanceof SignInRefused)) throw error;
      const reason = error.reason as SsoRefusal;
      await recordRefusal(db, provider, reason, caller, error.detail);
      request.log.info({ reason, detail: error.detail, message: ssoRefusalMessage(reason) }, 'sso refused');
      return refusedRedirect(reply, reason);
    }
  });

  contractRoute(app, sso.signInMethods, 'session', ({ auth }) => signInMethods(db, settings, auth));
  contractRoute(app, sso.unlink, 'session', async ({ auth, params }) => {
    await unlinkIdentity(db, auth, params.id);
    return null;
  });
};

function stateCookie(request: FastifyRequest, maxAge?: number) {
  return {
    path: STATE_COOKIE_PATH,
    httpOnly: true,
    // Lax: the provider sends the browser back with a top-level GET, which carries Lax cookies.
    sameSite: 'lax' as const,
    secure: request.protocol === 'https',
    ...(maxAge !== undefined && { maxAge }),
  };
}
