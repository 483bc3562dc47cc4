/** Runs async tasks at most `limit` at a time; the others wait their turn, first come first served. */
export interface ConcurrencyLimit {
  run<T>(task: () => Promise<T>): Promise<T>;
  /** Tasks under way now. */
  running(): number;
  /** Tasks waiting for a free place. */
  waiting(): number;
}

export function concurrencyLimit(limit: number): ConcurrencyLimit {
  let running = 0;
  const queue: (() => void)[] = [];
  const release = () => {
    // A finished task hands its place straight to the first one waiting, so none can jump the queue.
    const next = queue.shift();
    if (next) next();
    else running--;
  };
  return {
    async run(task) {
      if (running < limit) running++;
      else await new Promise<void>((resolve) => queue.push(resolve));
      try {
        return await task();
      } finally {
        release();
      }
    },
    running: () => running,
    waiting: () => queue.length,
  };
}
