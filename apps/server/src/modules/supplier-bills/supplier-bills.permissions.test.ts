import type { PermissionName } from '@freight/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminQuotationApi } from '../quotations/quotation-contents.fixtures';
import { recordBill, shipmentWithCosts } from './supplier-bills.fixtures';

const admin = adminQuotationApi();
type Method = 'GET' | 'POST';
let ids: { shipment: number; cost: number };

beforeAll(async () => {
  const shipment = await shipmentWithCosts(admin.api, 'EUR', [
    { sell: 200, buy: { supplier: 'Peña', total: 100 } },
  ]);
  ids = { shipment: shipment.id, cost: shipment.charges[0]!.id };
});

let serial = 0;
/** A fresh bill pending approval, so each approve or dispute call has one to decide. */
async function pending() {
  serial += 1;
  const res = await recordBill(admin.api, ids.shipment, {
    supplier: 'Peña',
    number: `PERM-${serial}`,
    currency: 'EUR',
    lines: [{ expected_cost_id: ids.cost, amount: 150 }],
  });
  return res.json().id as number;
}

const bill = () => ({
  supplier: 'Peña',
  number: `PERM-C-${++serial}`,
  date: '2026-11-20',
  currency: 'EUR',
  lines: [{ expected_cost_id: ids.cost, amount: 100 }],
});

/** Every supplier-bill and profit endpoint, the invoices grant it needs, and its body. */
const endpoints: [string, Method, () => Promise<string>, PermissionName, () => object | undefined][] = [
  [
    'GET supplier_invoices',
    'GET',
    async () => `/shipments/${ids.shipment}/supplier_invoices`,
    'view',
    () => undefined,
  ],
  ['GET profit', 'GET', async () => `/shipments/${ids.shipment}/profit`, 'view', () => undefined],
  [
    'POST supplier_invoices',
    'POST',
    async () => `/shipments/${ids.shipment}/supplier_invoices`,
    'create',
    bill,
  ],
  [
    'POST approve',
    'POST',
    async () => `/supplier_invoices/${await pending()}/approve`,
    'approve',
    () => ({}),
  ],
  [
    'POST dispute',
    'POST',
    async () => `/supplier_invoices/${await pending()}/dispute`,
    'approve',
    () => ({ note: 'No' }),
  ],
];

describe('supplier bills and profit permissions', () => {
  for (const [label, method, url, needed, body] of endpoints) {
    it(`${label} needs invoices:${needed}; signed out 401`, async () => {
      const path = await url();
      const others = (['view', 'create', 'edit', 'delete', 'approve'] as const).filter((p) => p !== needed);
      const without = await admin.t.signedInUser({ grants: { invoices: others, shipments: ['view'] } });
      expect((await admin.t.call(method, path, without.cookie, body())).statusCode).toBe(403);
      expect((await admin.t.app.inject({ method, url: `/api/1${path}`, payload: body() })).statusCode).toBe(
        401,
      );
      const holder = await admin.t.signedInUser({ grants: { invoices: [needed] } });
      const allowed = await admin.t.call(method, path, holder.cookie, body());
      expect(allowed.statusCode, allowed.body).toBeLessThan(300);
    });
  }
});
