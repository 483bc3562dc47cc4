import { pathToFileURL } from 'node:url';
import { type BenchApp, startBenchApp } from './bench-app';
import {
  type BenchDatabase,
  type BenchServer,
  signIn,
  startBenchDatabase,
  startServerProcess,
  writeResult,
} from './bench-env';

/** What a benchmark's measurement gets: the seeded database, the running server and the admin's session. */
interface BenchRun<Seeded> {
  db: BenchDatabase;
  seeded: Seeded;
  server: BenchServer | BenchApp;
  /** The Cookie header of the benchmark's admin, signed in over HTTP. */
  cookie: string;
}

export interface Benchmark<Seeded, Summary> {
  /** The folder's name: the prefix of its log lines and the name of its file in `bench/results/`. */
  name: string;
  /**
   * `process` runs the server as `npm start` does (its own Node process); `in-process` builds it in this
   * process, which keeps the timings free of a second process competing for the two cores.
   */
  server: 'process' | 'in-process';
  /** Fills the fresh database before the server starts (what it answers is then seeding, not start-up). */
  seed: (db: BenchDatabase) => Promise<Seeded>;
  /** Times the calls and answers the summary written to `bench/results/<name>.json`. */
  measure: (run: BenchRun<Seeded>) => Promise<Summary>;
}

/**
 * The one harness every benchmark runs in: a fresh migrated database, seeded; the real server on it; the
 * admin signed in; the measurement; its summary written; the server and database stopped whatever happens.
 */
export async function runBenchmark<Seeded, Summary>(benchmark: Benchmark<Seeded, Summary>): Promise<Summary> {
  const db = await startBenchDatabase();
  try {
    const seeded = await benchmark.seed(db);
    const server =
      benchmark.server === 'process' ? await startServerProcess(db.url) : await startBenchApp(db.url);
    try {
      const cookie = await signIn(server.baseUrl);
      const summary = await benchmark.measure({ db, seeded, server, cookie });
      await writeResult(benchmark.name, summary);
      return summary;
    } finally {
      await server.stop();
    }
  } finally {
    await db.stop();
  }
}

/** A log line that names the benchmark it comes from. */
export function benchLog(name: string): (message: string) => void {
  return (message) => console.log(`${name}: ${message}`);
}

/** Runs `run` when the file is started itself (`node --import tsx <folder>/run.ts`), not imported by run-all. */
export async function runWhenStarted(moduleUrl: string, run: () => Promise<unknown>): Promise<void> {
  if (moduleUrl === pathToFileURL(process.argv[1] ?? '').href) await run();
}

/** A whole positive number from the environment (`BENCH_…` sizes and repetitions), or `fallback`. */
export function benchSetting(name: string, fallback: number): number {
  const value = Number(process.env[name]);
  return Number.isInteger(value) && value > 0 ? value : fallback;
}
