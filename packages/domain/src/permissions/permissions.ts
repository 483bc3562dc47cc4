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

/** The actions every module has. */
export const PERMISSION_NAMES = ['view', 'create', 'edit', 'delete'] as const;
export type CommonPermissionName = (typeof PERMISSION_NAMES)[number];

/**
 * Actions only some modules have, after the four common ones: approving a supplier bill over its expected
 * cost is an invoices decision and means nothing elsewhere, so no other module offers it.
 */
const MODULE_EXTRA_ACTIONS = { invoices: ['approve'] } as const satisfies Partial<
  Record<ModuleName, readonly string[]>
>;
type ExtraAction = (typeof MODULE_EXTRA_ACTIONS)[keyof typeof MODULE_EXTRA_ACTIONS][number];

/** Every action there is, the common ones first: the permission matrix's columns, in order. */
export type PermissionName = CommonPermissionName | ExtraAction;
export const ACTION_NAMES = [...PERMISSION_NAMES, ...Object.values(MODULE_EXTRA_ACTIONS).flat()] as [
  PermissionName,
  ...PermissionName[],
];
export const permissionNameSchema = choiceField('Permission', ACTION_NAMES);

/** The actions `module` offers: the four common ones and its own (Approve on invoices). */
export function actionsOf(module: ModuleName): PermissionName[] {
  const extra: readonly PermissionName[] =
    (MODULE_EXTRA_ACTIONS as Partial<Record<ModuleName, readonly PermissionName[]>>)[module] ?? [];
  return [...PERMISSION_NAMES, ...extra];
}

/** Whether `action` may be granted on `module` (Approve only on invoices). */
export function isGrantable(module: string, action: string): boolean {
  return (
    (MODULE_NAMES as readonly string[]).includes(module) &&
    (actionsOf(module as ModuleName) as string[]).includes(action)
  );
}

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

/** Every action (view, create, edit, delete and the module's own) on each of `modules`. */
export function everyActionOn(modules: readonly ModuleName[]): PermissionMap {
  return Object.fromEntries(modules.map((m) => [m, actionsOf(m)])) as PermissionMap;
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
