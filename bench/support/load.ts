/** Latency figures in milliseconds. */
export interface LoadStats {
  requests: number;
  seconds: number;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  mean: number;
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)]!;
}

export function summarize(latencies: number[], seconds: number): LoadStats {
  const sorted = [...latencies].sort((a, b) => a - b);
  const round = (n: number) => Math.round(n * 100) / 100;
  return {
    requests: sorted.length,
    seconds: round(seconds),
    requestsPerSecond: round(sorted.length / seconds),
    p50: round(percentile(sorted, 50)),
    p99: round(percentile(sorted, 99)),
    mean: round(sorted.reduce((a, b) => a + b, 0) / Math.max(1, sorted.length)),
  };
}

/**
 * Runs `task` from `concurrency` workers until `total` calls are done, timing each call. Bounded in count,
 * so it always stops by itself.
 */
export async function runLoad(
  concurrency: number,
  total: number,
  task: (i: number) => Promise<void>,
): Promise<LoadStats> {
  const latencies: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < total) {
        const i = next++;
        const t0 = performance.now();
        await task(i);
        latencies.push(performance.now() - t0);
      }
    }),
  );
  return summarize(latencies, (performance.now() - started) / 1000);
}

/** Median of `reps` sequential timings of `task`, in milliseconds. */
export async function medianOf(reps: number, task: () => Promise<unknown>): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < reps; i++) {
    const t0 = performance.now();
    await task();
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return Math.round(percentile(times, 50) * 100) / 100;
}
