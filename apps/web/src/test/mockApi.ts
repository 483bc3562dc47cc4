import type { EndpointDef } from '@freight/domain';
import { vi } from 'vitest';

export interface ApiCall {
  method: string;
  path: string;
  query: Record<string, unknown>;
}

type Answer = unknown | ((call: ApiCall) => unknown);

/** A page as the list endpoints answer it. */
export const page = <T>(data: T[], total = data.length) => ({ data, total, limit: 25, offset: 0 });

const SIGNED_IN_ADMIN = {
  user: { id: 1, email: 'noura@example.com', first_name: 'Noura', last_name: 'Al-Sabah', role: 'admin' },
  permissions: [],
};

const NO_PROFIT = {
  currency: 'EUR',
  ...Object.fromEntries(
    [
      'invoiced',
      'to_invoice',
      'revenue',
      'billed_cost',
      'expected_cost',
      'cost',
      'planned_margin',
      'actual_margin',
    ].map((name) => [name, 0]),
  ),
};

/**
 * The typed client's answers by `METHOD /path`, for a module mock of `shared/api/apiClient`:
 * `vi.mock('../shared/api/apiClient', async (real) => ({ ...(await real()), callApi: vi.fn() }))`, then
 * `answer(callApi, {...})`. A signed-in admin, empty settings and a shipment's empty supplier bills and profit are answered unless given; an endpoint not
 * listed answers an empty page. Returns the calls made, to assert what the screen asked for.
 */
export function answer(callApi: unknown, answers: Record<string, Answer>) {
  const calls: ApiCall[] = [];
  const all: Record<string, Answer> = {
    'GET /auth/me': SIGNED_IN_ADMIN,
    'GET /auth/session': SIGNED_IN_ADMIN,
    'GET /settings/effective': { data: [] },
    // The shipment page's supplier-bill and profit cards: nothing billed, nothing earned.
    'GET /shipments/:id/supplier_invoices': {
      data: [],
      expected_costs: [],
      tolerance: { tolerance_percent: 5, tolerance_amount: 0 },
    },
    'GET /shipments/:id/profit': { shipment_id: 0, quote: NO_PROFIT, base: null, rates_date: null },
    'GET /supplier_bill_settings': {
      tolerance_percent: 5,
      tolerance_amount: 0,
      version: 1,
      updated_at: null,
    },
    // The dashboard's Margin card: no shipment yet.
    'GET /dashboard/margins': { group: 'month', currency: 'USD', rows: [], unconverted: 0 },
    ...answers,
  };
  vi.mocked(
    callApi as (endpoint: EndpointDef, input?: { query?: Record<string, unknown> }) => Promise<unknown>,
  ).mockImplementation(async (endpoint, input) => {
    const call = { method: endpoint.method, path: endpoint.path, query: input?.query ?? {} };
    calls.push(call);
    const given = all[`${endpoint.method} ${endpoint.path}`];
    if (given === undefined) return page([]);
    return typeof given === 'function' ? (given as (c: ApiCall) => unknown)(call) : given;
  });
  return calls;
}
