import { describe, expect, it } from 'vitest';
import { MEASURED_ROUTES } from './routes';
import { routesAt, scaleOf } from './scale';

const names = (routes: { name: string }[]) => routes.map((route) => route.name);

describe('what request-cost measures at each scale', () => {
  it('measures every route on the demo data and the status page alone at 1,000,000 quotations', () => {
    expect(names(routesAt('demo', undefined))).toEqual(names([...MEASURED_ROUTES]));
    expect(names(routesAt('1m', undefined))).toEqual(['status page']);
  });

  it('measures the routes BENCH_ROUTES names at either scale, in the order of the measured routes', () => {
    expect(names(routesAt('1m', ['health', 'quotation detail']))).toEqual(['quotation detail', 'health']);
    expect(names(routesAt('demo', ['tasks']))).toEqual(['tasks']);
  });

  it('reads BENCH_SCALE=1m as the run at scale and anything else as the demo data', () => {
    expect(scaleOf('1m')).toBe('1m');
    expect(scaleOf(undefined)).toBe('demo');
    expect(scaleOf('10m')).toBe('demo');
  });
});
