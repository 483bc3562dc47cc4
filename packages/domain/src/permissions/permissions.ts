import { choiceField } from '../shared/fields';

/** The product modules that permissions are granted on (docs/api.md, Access). */
export const MODULE_NAMES = [
  'dashboard',
  'quotations',
  'contacts',
  'support',
  'tasks',
  'documents',
  'users',
  'settings',
  'shipments',
  'invoices',
] as const;
export type ModuleName = (typeof MODULE_NAMES)[number];

export const PERMISSION_NAMES = ['view', 'create', 'edit', 'delete'] as const;
export type PermissionName = (typeof PERMISSION_NAMES)[number];
export const permissionNameSchema = choiceField('Permission', PERMISSION_NAMES);

/** The grants of one user, module by module. Admins are answered with every action on every module. */
export type PermissionMap = Partial<Record<ModuleName, PermissionName[]>>;

/** Modules a new (non-admin) user starts with full rights on. */
const DEFAULT_USER_MODULES: readonly ModuleName[] = [
  'quotations',
  'contacts',
  'support',
  'tasks',
  'documents',
];

export function hasPermission(
  role: UserRoleLike,
  permissions: PermissionMap,
  module: ModuleName,
  action: PermissionName,
): boolean {
  if (role === 'admin') return true;
  return permissions[module]?.includes(action) ?? false;
}

type UserRoleLike = string;

/** Every action (view, create, edit, delete) on each of `modules`. */
export function everyActionOn(modules: readonly ModuleName[]): PermissionMap {
  return Object.fromEntries(modules.map((m) => [m, [...PERMISSION_NAMES]])) as PermissionMap;
}

/** Every action on every module: what an admin holds. */
export function allPermissions(): PermissionMap {
  return everyActionOn(MODULE_NAMES);
}

/** What a new user starts with: every action on the default modules. */
export function defaultUserGrants(): PermissionMap {
  return everyActionOn(DEFAULT_USER_MODULES);
}

/**
 * The part of `wanted` that `held` covers: nobody may grant anyone more than they hold themselves
 * (an admin holds everything, see `allPermissions`).
 */
export function grantsWithin(wanted: PermissionMap, held: PermissionMap): PermissionMap {
  const result: PermissionMap = {};
  for (const [module, actions] of Object.entries(wanted) as [ModuleName, PermissionName[]][]) {
    const allowed = actions.filter((action) => held[module]?.includes(action));
    if (allowed.length > 0) result[module] = allowed;
  }
  return result;
}
