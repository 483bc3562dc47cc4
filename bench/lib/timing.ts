/** Runs `work` and answers its result with the elapsed wall-clock milliseconds. */
export async function timed<T>(work: () => Promise<T>): Promise<{ result: T; ms: number }> {
  const started = performance.now();
  const result = await work();
  return { result, ms: performance.now() - started };
}

/** The middle value (the mean of the two middle values for an even count). */
export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** `count` distinct random integers in [1, max]. */
export function sampleIds(count: number, max: number): number[] {
  const ids = new Set<number>();
  while (ids.size < Math.min(count, max)) ids.add(1 + Math.floor(Math.random() * max));
  return [...ids];
}
