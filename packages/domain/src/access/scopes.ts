import { z } from 'zod';
import {
  actionsOf,
  MODULE_NAMES,
  type ModuleName,
  type PermissionMap,
  type PermissionName,
} from '../permissions/permissions';

/**
 * One grant written as text, `module:action` ('quotations:view'): how an API token's scopes and an
 * invitation's grants are sent, so a script or a form names them the same way the permission matrix does.
 */
export type Scope = `${ModuleName}:${PermissionName}`;

/** Every scope there is, module by module in the permission matrix's order. */
const ALL_SCOPES: readonly Scope[] = MODULE_NAMES.flatMap((module) =>
  actionsOf(module).map((action) => `${module}:${action}` as Scope),
);

const KNOWN_SCOPES: ReadonlySet<string> = new Set(ALL_SCOPES);

/** A list of `module:action` strings; `label` words the messages ('Scopes', 'Grants'). */
export function scopeListField(label: string) {
  return z
    .array(z.string({ error: `${label} must be texts like quotations:view` }), {
      error: `${label} must be a list`,
    })
    .max(ALL_SCOPES.length * 2, `${label} can list at most ${ALL_SCOPES.length * 2} entries`)
    .superRefine((scopes, context) => {
      const unknown = scopes.filter((scope) => !KNOWN_SCOPES.has(scope));
      if (unknown.length > 0) {
        context.addIssue({
          code: 'custom',
          message: `${label}: unknown ${unknown.length === 1 ? 'entry' : 'entries'} ${unknown.join(', ')} (use module:action, e.g. quotations:view)`,
        });
      }
    })
    .transform((scopes) => [...new Set(scopes)] as Scope[]);
}

/** The grants a list of scopes names. */
export function scopesToGrants(scopes: readonly string[]): PermissionMap {
  const map: PermissionMap = {};
  for (const scope of scopes) {
    if (!KNOWN_SCOPES.has(scope)) continue;
    const [module, action] = scope.split(':') as [ModuleName, PermissionName];
    map[module] = [...(map[module] ?? []), action];
  }
  return map;
}

/** The scopes a set of grants holds, in the permission matrix's order. */
export function grantsToScopes(grants: PermissionMap): Scope[] {
  return ALL_SCOPES.filter((scope) => {
    const [module, action] = scope.split(':') as [ModuleName, PermissionName];
    return grants[module]?.includes(action) ?? false;
  });
}

/** The scopes of `wanted` that `held` does not cover (empty when all are held). */
export function scopesOutside(wanted: readonly string[], held: PermissionMap): string[] {
  const holds = new Set<string>(grantsToScopes(held));
  return wanted.filter((scope) => !holds.has(scope));
}
