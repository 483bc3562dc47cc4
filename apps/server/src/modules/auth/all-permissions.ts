import { allPermissions, type PermissionMap } from '@freight/domain';

const ADMIN_PERMISSIONS = allPermissions();

/** Admins hold every action on every module, whatever the grant tables say. */
export function allPermissionsFor(): PermissionMap {
  return ADMIN_PERMISSIONS;
}
