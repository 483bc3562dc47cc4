/** A NumberField's value as the form keeps it: a number, or null while blank or not a number ('-', '1e'). */
export function numberOrNull(value: number | string): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  const trimmed = value.trim();
  if (trimmed === '') return null;
  const parsed = Number(trimmed);
  return Number.isFinite(parsed) ? parsed : null;
}
