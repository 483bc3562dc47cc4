import type { AuthContext } from '../../platform/auth-context';

/** Who acts, as the task and team rules need it: their id, and whether they are an admin (who sees all). */
export interface Caller {
  userId: number;
  isAdmin: boolean;
}

export function callerOf(auth: AuthContext): Caller {
  return { userId: auth.user.id, isAdmin: auth.user.role === 'admin' };
}
