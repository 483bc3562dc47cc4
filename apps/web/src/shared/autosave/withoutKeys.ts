/** A copy of `record` without `keys` (state stays immutable, so React sees every change). */
export function withoutKeys<T extends object>(record: T, keys: readonly PropertyKey[]): T {
  const copy = { ...record };
  for (const key of keys) delete copy[key as keyof T];
  return copy;
}
