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
const only = process.argv.slice(2);

for (const name of BENCHMARKS) {
  if (only.length > 0 && !only.includes(name)) continue;
  const file = path.join(import.meta.dirname, name, 'run.ts');
  if (!existsSync(file)) continue;
  console.log(`\n=== ${name} ===`);
  const mod = (await import(file)) as { run: () => Promise<unknown> };
  await mod.run();
}
