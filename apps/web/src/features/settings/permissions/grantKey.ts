/** A matrix cell's key: one module and one permission. */
export function grantKey(moduleId: number, permissionId: number): string {
  return `${moduleId}:${permissionId}`;
}
