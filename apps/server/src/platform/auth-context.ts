import type { ModuleName, PermissionMap, PermissionName, User } from '@freight/domain';

/** Who is calling: set by the session plugin from the session cookie, null when signed out. */
export interface AuthContext {
  sessionId: string;
  user: User;
  permissions: PermissionMap;
  /** Signed in with an administrator's temporary password: only changing it is allowed until then. */
  mustChangePassword?: boolean;
  /**
   * Set when the caller is an API token (`Authorization: Bearer`) rather than a browser session: its
   * permissions are then the token's scopes as far as the owner holds them, and its writes are audited by name.
   */
  apiToken?: { id: number; name: string };
}

/**
 * What a route demands, declared beside it in `config.access`:
 * - 'public': anyone (login, health);
 * - 'session': any signed-in user (me, logout);
 * - a module and action: a signed-in user holding that grant (admins hold all);
 * - `{ role: 'admin' }`: administrators only, whatever grants others hold (permission management).
 */
export type RouteAccess =
  | 'public'
  | 'session'
  | { module: ModuleName; action: PermissionName }
  | { role: 'admin' };

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
  }
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
}

export const can = (module: ModuleName, action: PermissionName): RouteAccess => ({ module, action });

/** Administrators only: what no grant can open (who holds which grants). */
export const adminOnly: RouteAccess = { role: 'admin' };
