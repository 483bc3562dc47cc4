import { useSession } from '../auth/session/useSession';

/** Whether the signed-in user is an administrator: only they choose roles and manage permissions. */
export function useIsAdmin(): boolean {
  return useSession().data?.user.role === 'admin';
}
