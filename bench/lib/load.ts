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

function summarize(latencies: number[], seconds: number): LoadStats {
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

/** Every call's latency and the wall time of a bounded load (see `runLoad`). */
async function timeLoad(
  concurrency: number,
  total: number,
  task: (i: number) => Promise<void>,
): Promise<{ latencies: number[]; seconds: number }> {
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
  return { latencies, seconds: (performance.now() - started) / 1000 };
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
  const { latencies, seconds } = await timeLoad(concurrency, total, task);
  return summarize(latencies, seconds);
}

/** Two loads measured in alternating slices, and how the first compares with the second. */
export interface PairedLoad {
  first: LoadStats;
  second: LoadStats;
  /** first/second requests per second, and p99, of each pair of slices, in the order run. */
  sliceRatios: { requestsPerSecond: number; p99: number }[];
  /** The medians of the slices' ratios: what the comparison reports. */
  ratio: { requestsPerSecond: number; p99: number };
}

const ratioOf = (a: number, b: number) => +(a / b).toFixed(2);

/**
 * Measures `first` against `second` in `slices` alternating slices of `perSlice` calls each (first, second,
 * first, ...), and reports the median of the slices' ratios. On a shared machine whose load drifts by the
 * minute, two long runs one after the other compare two different machines; neighbouring short slices see
 * the same one.
 */
export async function runPaired(
  concurrency: number,
  slices: number,
  perSlice: number,
  first: (i: number) => Promise<void>,
  second: (i: number) => Promise<void>,
): Promise<PairedLoad> {
  const all = { first: [] as number[], second: [] as number[] };
  const seconds = { first: 0, second: 0 };
  const sliceRatios: PairedLoad['sliceRatios'] = [];
  for (let slice = 0; slice < slices; slice++) {
    const a = await timeLoad(concurrency, perSlice, first);
    const b = await timeLoad(concurrency, perSlice, second);
    all.first.push(...a.latencies);
    all.second.push(...b.latencies);
    seconds.first += a.seconds;
    seconds.second += b.seconds;
    const statsA = summarize(a.latencies, a.seconds);
    const statsB = summarize(b.latencies, b.seconds);
    sliceRatios.push({
      requestsPerSecond: ratioOf(statsA.requestsPerSecond, statsB.requestsPerSecond),
      p99: ratioOf(statsA.p99, statsB.p99),
    });
  }
  const median = (values: number[]) =>
    percentile(
      [...values].sort((x, y) => x - y),
      50,
    );
  return {
    first: summarize(all.first, seconds.first),
    second: summarize(all.second, seconds.second),
    sliceRatios,
    ratio: {
      requestsPerSecond: median(sliceRatios.map((r) => r.requestsPerSecond)),
      p99: median(sliceRatios.map((r) => r.p99)),
    },
  };
}

/** `reps` timings of `task` run one after another, in milliseconds, fastest first. */
export async function sequentialTimes(reps: number, task: () => Promise<unknown>): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < reps; i++) {
    const t0 = performance.now();
    await task();
    times.push(performance.now() - t0);
  }
  return times.sort((a, b) => a - b);
}

/** Median of `reps` sequential timings of `task`, in milliseconds. */
export async function medianOf(reps: number, task: () => Promise<unknown>): Promise<number> {
  const times = await sequentialTimes(reps, task);
  return Math.round(percentile(times, 50) * 100) / 100;
}
