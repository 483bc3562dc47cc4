import { accountSecurityApi, authApi, type EndpointDef, PASSWORD_RESET_MESSAGES } from '@freight/domain';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../platform/errors';

/** What a session signed in with a temporary password may still do: see itself, change it, sign out. */
const ALLOWED: ReadonlySet<EndpointDef> = new Set([
  authApi.me,
  authApi.logout,
  accountSecurityApi.changePassword,
]);

/**
 * Until a temporary password is changed, every other route that acts as the session answers 403
 * `PASSWORD_CHANGE_REQUIRED`, whatever the user's grants: the server enforces it, the web only follows.
 * Public routes do not act as anyone and stay open.
 */
export function refuseUntilPasswordChanged(request: FastifyRequest): void {
  if (!request.auth?.mustChangePassword) return;
  const { access, endpoint } = request.routeOptions.config ?? {};
  if (!endpoint || access === 'public' || ALLOWED.has(endpoint)) return;
  throw new AppError('PASSWORD_CHANGE_REQUIRED', PASSWORD_RESET_MESSAGES.changeRequired);
}
