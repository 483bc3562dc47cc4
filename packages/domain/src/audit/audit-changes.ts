import type { FieldChange } from './audit-entry';

/** Two stored values are the same change-wise (numbers and their text, dates and their ISO text). */
function same(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a === null || b === null || a === undefined || b === undefined) return false;
  if (typeof a === 'object' || typeof b === 'object') return JSON.stringify(a) === JSON.stringify(b);
  return String(a) === String(b);
}

/**
 * The fields of `after` whose values differ from `before`, each as `{old, new}`; only the keys of `after`
 * are compared (what was written), and `ignore` leaves out bookkeeping such as version and timestamps.
 */
export function changedFields(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
  ignore: readonly string[] = ['version', 'created_at', 'updated_at'],
): Record<string, FieldChange> {
  const changes: Record<string, FieldChange> = {};
  for (const [key, value] of Object.entries(after)) {
    if (value === undefined || ignore.includes(key)) continue;
    const old = before[key] ?? null;
    if (!same(old, value)) changes[key] = { old, new: value };
  }
  return changes;
}

/** A value as the audit screens write it: '(empty)' for nothing, a plain list, JSON for objects. */
export function auditValueText(value: unknown): string {
  if (value === null || value === undefined || value === '') return '(empty)';
  if (Array.isArray(value) && value.length === 0) return '(none)';
  if (Array.isArray(value) && value.every((v) => typeof v !== 'object')) return value.join(', ');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}
