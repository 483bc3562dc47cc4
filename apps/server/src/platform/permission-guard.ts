import { type EndpointDef, hasPermission } from '@freight/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AuthContext, RouteAccess } from './auth-context';
import { AppError } from './errors';

export const API_PREFIX = '/api/1';

interface RegisteredApiRoute {
  method: string;
  url: string;
  access: RouteAccess | undefined;
  endpoint: EndpointDef | undefined;
}

/** Throws 401/403 unless the caller meets the route's declared access. */
function assertAccess(auth: AuthContext | null, access: RouteAccess): void {
  if (access === 'public') return;
  if (!auth) throw AppError.unauthenticated();
  if (access === 'session') return;
  if ('role' in access) {
    if (auth.user.role !== access.role) throw AppError.forbidden('Only an administrator can do this');
    return;
  }
  if (!hasPermission(auth.user.role, auth.permissions, access.module, access.action)) {
    throw AppError.forbidden(`You do not have ${access.action} permission on ${access.module}`);
  }
}

/** The grant a service checks when a rule depends on the data (e.g. a record's owner). */
export function requireAuth(request: FastifyRequest): AuthContext {
  if (!request.auth) throw AppError.unauthenticated();
  return request.auth;
}

/**
 * Every /api/1 route must declare its access beside it and take its schemas from a contract endpoint
 * (`contractRoute`); a route without either refuses to register, so a forgotten guard or a hand-written
 * schema is a start-up failure rather than an open or undocumented endpoint. The list of routes is kept
 * for the tests that check each one.
 */
export const permissionGuard = fp(async (app: FastifyInstance) => {
  const routes: RegisteredApiRoute[] = [];
  app.decorate('apiRoutes', routes);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith(API_PREFIX)) return;
    const access = route.config?.access;
    const endpoint = route.config?.endpoint;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD') continue;
      routes.push({ method, url: route.url, access, endpoint });
    }
    if (!access)
      throw new Error(`Route ${methods.join(',')} ${route.url} declares no access (config.access)`);
    if (!endpoint) {
      throw new Error(
        `Route ${methods.join(',')} ${route.url} takes its schemas from no contract endpoint (use contractRoute)`,
      );
    }
  });
});

/** 401/403 unless the caller meets the route's declared access (`requestGate`, once the session is known). */
export function assertRouteAccess(request: FastifyRequest): void {
  const access = request.routeOptions.config?.access;
  if (access) assertAccess(request.auth, access);
}

declare module 'fastify' {
  interface FastifyInstance {
    apiRoutes: RegisteredApiRoute[];
  }
}
