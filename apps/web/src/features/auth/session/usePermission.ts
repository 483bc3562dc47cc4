import { hasPermission, type ModuleName, type PermissionName } from '@freight/domain';
import { useSession } from './useSession';

/**
 * Whether the signed-in user may do `action` on `module` (admins may do everything). The web only uses this
 * to hide what the server would refuse; the server checks every call itself.
 */
export function usePermission(module: ModuleName, action: PermissionName): boolean {
  const { data } = useSession();
  if (!data) return false;
  return hasPermission(data.user.role, data.permissions, module, action);
}
