import { SCALE_COUNTS, seedAtScale } from '../lib/seed-scale';
import { MEASURED_ROUTES, type MeasuredRoute } from './routes';

/**
 * Where the routes are measured: the demo data (every route, the default), or `1m`, the database list-scale
 * seeds (1,000,000 quotations over 200,000 contacts), where what is measured is the screen whose statement
 * must stay fast however many quotations there are: the status page. BENCH_ROUTES may name others.
 */
export type Scale = 'demo' | '1m';

export const scaleOf = (value: string | undefined): Scale => (value === '1m' ? '1m' : 'demo');

/** The quotations and contacts of list-scale; no support interactions, which no route measured here reads. */
export const COUNTS_AT_SCALE = { ...SCALE_COUNTS, interactions: 0 };

const ROUTES_AT_SCALE = ['status page'];

/** The routes the server captures and the benchmark measures at `scale` (BENCH_ROUTES narrows or widens). */
export function routesAt(scale: Scale, only = process.env.BENCH_ROUTES?.split(',')): MeasuredRoute[] {
  const names = only ?? (scale === '1m' ? ROUTES_AT_SCALE : undefined);
  return MEASURED_ROUTES.filter((route) => !names || names.includes(route.name));
}

/** The database at 1,000,000 quotations (about two minutes on two cores); answers the seconds it took. */
export async function seedQuotationsAtScale(pool: Parameters<typeof seedAtScale>[0]): Promise<number> {
  const started = performance.now();
  await seedAtScale(pool, COUNTS_AT_SCALE);
  return Math.round((performance.now() - started) / 1000);
}
