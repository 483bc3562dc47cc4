import { API_TOKEN_MESSAGES } from '@freight/domain';
import type { FastifyRequest } from 'fastify';
import type { AuthContext } from './auth-context';
import { AppError } from './errors';
import { API_PREFIX } from './permission-guard';

export const API_DOCS_PREFIX = '/api/docs';

export interface SessionPluginOptions {
  /** The cookie that carries the session token. */
  cookieName: string;
  /**
   * The caller behind a token, or null when it names no live session (the auth module's rule); answered at
   * once (not a promise) when it needs no database, as for a session checked lately.
   */
  authenticate: (token: string) => AuthContext | null | Promise<AuthContext | null>;
  /** The caller behind an `Authorization: Bearer` token, or null when it names no live one (may throw a 429). */
  authenticateBearer?: (token: string) => Promise<AuthContext | null>;
}

const BEARER = /^Bearer\s+(\S+)\s*$/i;

/**
 * Resolves the session cookie of every API request (`requestGate`) (and the API docs) into `request.auth` (null when signed
 * out). A request with `Authorization: Bearer` is a script's: the token alone decides, any cookie is ignored,
 * and a token that names nothing live answers 401 at once rather than acting as nobody. Answers undefined when
 * the caller was known at once (no cookie, or a session checked lately), a promise when it must be waited for:
 * the gate then runs the rest of its checks without a turn of the event loop's promise queue.
 */
export function resolveSession(
  request: FastifyRequest,
  opts: SessionPluginOptions,
): Promise<void> | undefined {
  request.auth = null;
  if (!request.url.startsWith(API_PREFIX) && !request.url.startsWith(API_DOCS_PREFIX)) return undefined;
  const bearer = opts.authenticateBearer && BEARER.exec(request.headers.authorization ?? '');
  if (bearer && opts.authenticateBearer) return resolveBearer(request, opts.authenticateBearer, bearer[1]!);
  const token = request.cookies[opts.cookieName];
  if (!token) return undefined;
  const auth = opts.authenticate(token);
  if (!(auth instanceof Promise)) {
    request.auth = auth;
    return undefined;
  }
  return auth.then((found) => {
    request.auth = found;
  });
}

async function resolveBearer(
  request: FastifyRequest,
  authenticateBearer: NonNullable<SessionPluginOptions['authenticateBearer']>,
  token: string,
): Promise<void> {
  request.auth = await authenticateBearer(token);
  if (!request.auth) throw AppError.unauthenticated(API_TOKEN_MESSAGES.invalid);
}
