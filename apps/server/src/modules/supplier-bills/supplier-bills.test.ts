import { describe, expect, it } from 'vitest';
import { adminQuotationApi } from '../quotations/quotation-contents.fixtures';
import { recordBill, shipmentWithCosts } from './supplier-bills.fixtures';

const admin = adminQuotationApi();

const carrier = 'Naviera Ñandú';
const agent = 'وكالة الخليج';

describe('supplier bills against the expected costs', () => {
  it('lists the buy charges as expected costs per supplier; at the 5 % edge a bill matches, a cent more waits for approval', async () => {
    const shipment = await shipmentWithCosts(admin.api, 'EUR', [
      { sell: 1500, buy: { supplier: carrier, total: 1000 } },
      { sell: 300, buy: { supplier: agent, total: 200 } },
      { sell: 50 },
    ]);
    const [freight, handling] = shipment.charges;
    const edge = await recordBill(admin.api, shipment.id, {
      supplier: carrier,
      number: 'NV-2026-118',
      currency: 'EUR',
      lines: [{ expected_cost_id: freight!.id, amount: 1050 }],
    });
    expect(edge.statusCode, edge.body).toBe(201);
    expect(edge.json()).toMatchObject({
      status: 'matched',
      total: 1050,
      supplier: carrier,
      decided_by: null,
    });
    const over = await recordBill(admin.api, shipment.id, {
      supplier: agent,
      number: 'AG-7',
      currency: 'EUR',
      lines: [{ expected_cost_id: handling!.id, amount: 210.01 }],
    });
    expect(over.json()).toMatchObject({ status: 'pending_approval', total: 210.01 });

    const answer = (await admin.api.call('GET', `/shipments/${shipment.id}/supplier_invoices`)).json();
    expect(answer.tolerance).toEqual({ tolerance_percent: 5, tolerance_amount: 0 });
    expect(answer.data.map((b: { number: string }) => b.number)).toEqual(['NV-2026-118', 'AG-7']);
    expect(answer.expected_costs).toHaveLength(2);
    expect(answer.expected_costs.find((c: { id: number }) => c.id === freight!.id)).toMatchObject({
      supplier: carrier,
      currency: 'EUR',
      expected: 1000,
      billed: 1050,
      variance: 50,
      variance_percent: 5,
      within_tolerance: true,
    });
    expect(answer.expected_costs.find((c: { id: number }) => c.id === handling!.id)).toMatchObject({
      expected: 200,
      billed: 210.01,
      variance: 10.01,
      within_tolerance: false,
    });
  });

  it('adds a second bill of the same cost to the first: together over the tolerance, it waits', async () => {
    const shipment = await shipmentWithCosts(admin.api, 'JPY', [
      { sell: 150_000, buy: { supplier: carrier, total: 100_000 } },
    ]);
    const cost = shipment.charges[0]!.id;
    const first = await recordBill(admin.api, shipment.id, {
      supplier: carrier,
      number: 'J-1',
      currency: 'JPY',
      lines: [{ expected_cost_id: cost, amount: 60_000 }],
    });
    expect(first.json().status).toBe('matched');
    const second = await recordBill(admin.api, shipment.id, {
      supplier: carrier,
      number: 'J-2',
      currency: 'JPY',
      lines: [{ expected_cost_id: cost, amount: 45_001 }],
    });
    expect(second.json()).toMatchObject({ status: 'pending_approval', total: 45_001 });
  });

  it("refuses a line naming a sell-only charge or another shipment's cost, naming the field; nothing is recorded", async () => {
    const shipment = await shipmentWithCosts(admin.api, 'EUR', [
      { sell: 100, buy: { supplier: carrier, total: 80 } },
      { sell: 20 },
    ]);
    const other = await shipmentWithCosts(admin.api, 'EUR', [
      { sell: 100, buy: { supplier: carrier, total: 80 } },
    ]);
    for (const id of [shipment.charges[1]!.id, other.charges[0]!.id]) {
      const res = await recordBill(admin.api, shipment.id, {
        supplier: carrier,
        number: `X-${id}`,
        currency: 'EUR',
        lines: [
          { expected_cost_id: shipment.charges[0]!.id, amount: 10 },
          { expected_cost_id: id, amount: 10 },
        ],
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields).toEqual({
        'lines.1.expected_cost_id': `Cost ${id} is not an expected (buy) cost of this shipment`,
      });
    }
    const twice = await recordBill(admin.api, shipment.id, {
      supplier: carrier,
      number: 'X-twice',
      currency: 'EUR',
      lines: [
        { expected_cost_id: shipment.charges[0]!.id, amount: 10 },
        { expected_cost_id: shipment.charges[0]!.id, amount: 5 },
      ],
    });
    expect(twice.json().error.fields).toEqual({
      'lines.1.expected_cost_id': `Cost ${shipment.charges[0]!.id} is billed twice on this bill; give it one line`,
    });
    const blank = await admin.api.call('POST', `/shipments/${shipment.id}/supplier_invoices`, {
      currency: 'XYZ',
      lines: [],
    });
    expect(blank.json().error.fields).toMatchObject({
      supplier: 'Supplier is required',
      number: 'Bill number is required',
      date: 'Bill date is required',
      currency: 'Unknown currency: XYZ',
      lines: 'Bill at least one expected cost',
    });
    expect((await admin.api.call('GET', `/shipments/${shipment.id}/supplier_invoices`)).json().data).toEqual(
      [],
    );
    const unknown = await recordBill(admin.api, 999_999, {
      supplier: carrier,
      number: 'N',
      currency: 'EUR',
      lines: [{ expected_cost_id: 1, amount: 1 }],
    });
    expect(unknown.statusCode).toBe(404);
  });

  it("answers 409 for a supplier's bill number already recorded", async () => {
    const shipment = await shipmentWithCosts(admin.api, 'EUR', [
      { sell: 100, buy: { supplier: carrier, total: 80 } },
    ]);
    const bill = {
      supplier: carrier,
      number: 'DUP-1',
      currency: 'EUR',
      lines: [{ expected_cost_id: shipment.charges[0]!.id, amount: 80 }],
    };
    expect((await recordBill(admin.api, shipment.id, bill)).statusCode).toBe(201);
    const again = await recordBill(admin.api, shipment.id, { ...bill, supplier: carrier.toUpperCase() });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(
      `${carrier.toUpperCase()} already has a bill numbered DUP-1 recorded`,
    );
  });

  it("converts a bill in another currency into the cost's currency with the rates the quotation kept (KWD)", async () => {
    expect(
      (
        await admin.api.call('POST', '/exchange_rates', {
          base: 'KWD',
          quote: 'USD',
          rate: '3.25',
          date: '2026-11-20',
        })
      ).statusCode,
    ).toBe(201);
    const shipment = await shipmentWithCosts(admin.api, 'KWD', [
      { sell: 1250.555, buy: { supplier: agent, total: 1000.125 } },
    ]);
    const res = await recordBill(admin.api, shipment.id, {
      supplier: agent,
      number: 'USD-1',
      currency: 'USD',
      lines: [{ expected_cost_id: shipment.charges[0]!.id, amount: 3250.41 }],
    });
    expect(res.statusCode, res.body).toBe(201);
    // 3250.41 USD / 3.25 = 1000.126153... KWD, rounded at three decimals: one fils over, within 5 %.
    expect(res.json()).toMatchObject({ status: 'matched', currency: 'USD', total: 3250.41 });
    expect(res.json().lines[0]).toMatchObject({
      amount: 3250.41,
      cost_amount: 1000.126,
      cost_currency: 'KWD',
    });
    const gbp = await recordBill(admin.api, shipment.id, {
      supplier: agent,
      number: 'GBP-1',
      currency: 'GBP',
      lines: [{ expected_cost_id: shipment.charges[0]!.id, amount: 1 }],
    });
    expect(gbp.statusCode).toBe(400);
    expect(Object.keys(gbp.json().error.fields)).toEqual(['currency']);
  });
});
