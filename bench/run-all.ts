import { existsSync } from 'node:fs';
import path from 'node:path';

/** Runs every benchmark folder that has a run.ts, one after another (they would skew each other in parallel). */
const BENCHMARKS = [
  'contacts-search',
  'quotation-list',
  'cost-breakdown',
  'global-search',
  'list-scale',
  'rate-lookup',
  'location-search',
  'request-cost',
];
/**
 * Runs of a benchmark folder in another mode, each seeding a database of its own at scale (minutes): run by
 * name (`npm run bench -- request-cost-1m`) or with BENCH_FULL=1, so that the default run stays short.
 */
const AT_SCALE: Record<string, { folder: string; args: unknown[] }> = {
  'request-cost-1m': { folder: 'request-cost', args: ['1m'] },
};
const only = process.argv.slice(2);
const full = process.env.BENCH_FULL === '1';
const selected = (name: string) => (only.length > 0 ? only.includes(name) : !(name in AT_SCALE) || full);

const runs = [
  ...BENCHMARKS.map((name) => ({ name, folder: name, args: [] as unknown[] })),
  ...Object.entries(AT_SCALE).map(([name, run]) => ({ name, ...run })),
];
for (const { name, folder, args } of runs) {
  if (!selected(name)) continue;
  const file = path.join(import.meta.dirname, folder, 'run.ts');
  if (!existsSync(file)) continue;
  console.log(`\n=== ${name} ===`);
  const mod = (await import(file)) as { run: (...args: unknown[]) => Promise<unknown> };
  await mod.run(...args);
}
