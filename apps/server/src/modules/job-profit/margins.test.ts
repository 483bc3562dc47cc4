import { beforeAll, describe, expect, it } from 'vitest';
import { adminQuotationApi } from '../quotations/quotation-contents.fixtures';
import { moveQuotation, shipmentOf } from '../shipments/shipments.fixtures';
import { recordBill } from '../supplier-bills/supplier-bills.fixtures';

const admin = adminQuotationApi();
const carrier = 'Naviera Ñandú';
const nandu = 'Ñandú Logística S.A.';
const gulf = 'شركة الخليج للتجارة';

async function addRate(base: string, quote: string, rate: string) {
  const res = await admin.api.call('POST', '/exchange_rates', { base, quote, rate, date: '2026-01-02' });
  expect(res.statusCode, res.body).toBe(201);
}

/** An accepted quotation's shipment with one charge selling `sell` and buying `buy` from the carrier. */
async function shipment(spec: {
  client: string;
  currency: string;
  lane: [string, string];
  sell: number;
  buy: number;
}) {
  const q = await admin.api.newQuotation({
    client_name: spec.client,
    currency: spec.currency,
    origin_code: spec.lane[0],
    destination_code: spec.lane[1],
  });
  await admin.api.addCargoLine(q.id, { name: 'Palé de aceite', quantity: 2 });
  await admin.api.addCostLine(q.id, {
    description: 'Flete marítimo',
    total_cost: spec.sell,
    supplier: carrier,
    buy_total: spec.buy,
    buy_currency: spec.currency,
  });
  expect((await moveQuotation(admin.api, q.id, 'Active')).statusCode).toBe(200);
  return (await shipmentOf(admin.api, q.id)) as { id: number; charges: { id: number }[] };
}

const marginsBy = (query: string) => admin.api.call('GET', `/dashboard/margins?${query}`);

beforeAll(async () => {
  await addRate('EUR', 'USD', '1.08');
  await addRate('JPY', 'USD', '0.0067');
  await addRate('KWD', 'USD', '3.25');
  const eur = await shipment({
    client: nandu,
    currency: 'EUR',
    lane: ['ESVLC', 'JPTYO'],
    sell: 1000,
    buy: 800,
  });
  await shipment({ client: gulf, currency: 'JPY', lane: ['JPTYO', 'KWKWI'], sell: 150000, buy: 120000 });
  await shipment({ client: nandu, currency: 'KWD', lane: ['ESVLC', 'JPTYO'], sell: 100.125, buy: 80.5 });
  const bill = await recordBill(admin.api, eur.id, {
    supplier: carrier,
    number: 'NV-77',
    currency: 'EUR',
    lines: [{ expected_cost_id: eur.charges[0]!.id, amount: 820 }],
  });
  expect(bill.statusCode, bill.body).toBe(201);
});

describe('GET /dashboard/margins', () => {
  it('sums planned and actual margins per client and per lane in USD, each quote at its rates, to the cent', async () => {
    // EUR: planned 1080 - 864 = 216; actual 1080 - 885.60 (billed 820) = 194.40.
    // JPY: 1005 - 804 = 201 both. KWD: 325.41 - 261.63 = 63.78 both.
    const byClient = await marginsBy('group=client');
    expect(byClient.statusCode, byClient.body).toBe(200);
    expect(byClient.json()).toEqual({
      group: 'client',
      currency: 'USD',
      unconverted: 0,
      rows: [
        {
          key: nandu,
          shipments: 2,
          revenue: 1405.41,
          cost: 1147.23,
          planned_margin: 279.78,
          actual_margin: 258.18,
        },
        { key: gulf, shipments: 1, revenue: 1005, cost: 804, planned_margin: 201, actual_margin: 201 },
      ],
    });
    const byLane = (await marginsBy('group=lane')).json();
    expect(
      byLane.rows.map((row: { key: string; planned_margin: number }) => [row.key, row.planned_margin]),
    ).toEqual([
      ['ESVLC–JPTYO', 279.78],
      ['JPTYO–KWKWI', 201],
    ]);
  });

  it('groups by the month of creation within the period, and a period before any shipment is empty', async () => {
    const month = new Date().toISOString().slice(0, 7);
    const byMonth = (await marginsBy('group=month')).json();
    expect(byMonth.rows).toEqual([
      {
        key: month,
        shipments: 3,
        revenue: 2410.41,
        cost: 1951.23,
        planned_margin: 480.78,
        actual_margin: 459.18,
      },
    ]);
    const before = await marginsBy('group=month&from=2020-01-01&to=2020-12-31');
    expect(before.json().rows).toEqual([]);
  });

  it('answers 400 naming a bad group or a backwards period', async () => {
    const bad = await marginsBy('group=week');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({ group: 'Group must be month, client or lane' });
    const backwards = await marginsBy('from=2026-05-01&to=2026-04-30');
    expect(backwards.json().error.fields).toEqual({ to: 'To date must be on or after the From date' });
  });

  it('needs both dashboard:view and invoices:view', async () => {
    const viewer = async (grants: Record<string, string[]>) => {
      const { cookie } = await admin.t.signedInUser({ grants });
      return (await admin.t.call('GET', '/dashboard/margins?group=client', cookie)).statusCode;
    };
    expect(await viewer({ dashboard: ['view'] })).toBe(403);
    expect(await viewer({ invoices: ['view'] })).toBe(403);
    expect(await viewer({ dashboard: ['view'], invoices: ['view'] })).toBe(200);
  });
});
