import { API_TOKEN_MESSAGES } from '@freight/domain';
import type { FastifyRequest } from 'fastify';
import type { AuthContext } from './auth-context';
import { AppError } from './errors';
import { API_PREFIX } from './permission-guard';

export const API_DOCS_PREFIX = '/api/docs';

export interface SessionPluginOptions {
  /** The cookie that carries the session token. */
  cookieName: string;
  /** The caller behind a token, or null when it names no live session (the auth module's rule). */
  authenticate: (token: string) => Promise<AuthContext | null>;
  /** The caller behind an `Authorization: Bearer` token, or null when it names no live one (may throw a 429). */
  authenticateBearer?: (token: string) => Promise<AuthContext | null>;
}

const BEARER = /^Bearer\s+(\S+)\s*$/i;

/**
 * Resolves the session cookie of every API request (`requestGate`) (and the API docs) into `request.auth` (null when signed
 * out). A request with `Authorization: Bearer` is a script's: the token alone decides, any cookie is ignored,
 * and a token that names nothing live answers 401 at once rather than acting as nobody.
 */
export async function resolveSession(request: FastifyRequest, opts: SessionPluginOptions): Promise<void> {
  request.auth = null;
  if (!request.url.startsWith(API_PREFIX) && !request.url.startsWith(API_DOCS_PREFIX)) return;
  const bearer = opts.authenticateBearer && BEARER.exec(request.headers.authorization ?? '');
  if (bearer && opts.authenticateBearer) {
    request.auth = await opts.authenticateBearer(bearer[1]!);
    if (!request.auth) throw AppError.unauthenticated(API_TOKEN_MESSAGES.invalid);
    return;
  }
  const token = request.cookies[opts.cookieName];
  if (token) request.auth = await opts.authenticate(token);
}
