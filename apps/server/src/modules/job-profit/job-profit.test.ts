import { describe, expect, it } from 'vitest';
import { issuedInvoice } from '../invoices/invoices.fixtures';
import { adminQuotationApi } from '../quotations/quotation-contents.fixtures';
import { recordBill, shipmentWithCosts } from '../supplier-bills/supplier-bills.fixtures';

const admin = adminQuotationApi();
const carrier = 'Naviera Ñandú';
const agent = 'وكالة الخليج';

async function addRate(base: string, quote: string, rate: string, date: string) {
  const res = await admin.api.call('POST', '/exchange_rates', { base, quote, rate, date });
  expect(res.statusCode, res.body).toBe(201);
}

const profitOf = async (shipmentId: number) =>
  (await admin.api.call('GET', `/shipments/${shipmentId}/profit`)).json();

describe("a shipment's profit", () => {
  it('EUR: invoiced less credited, still to invoice, billed and still expected, planned and actual; USD at the kept rate', async () => {
    await addRate('EUR', 'USD', '1.08', '2026-11-20');
    const shipment = await shipmentWithCosts(admin.api, 'EUR', [
      { sell: 1250.55, buy: { supplier: carrier, total: 1000.1 } },
      { sell: 99.99, buy: { supplier: agent, total: 60 } },
      { sell: 0.01 },
    ]);
    const [freight] = shipment.charges;
    const invoice = await issuedInvoice(admin.api, shipment.id, { charge_ids: [freight!.id] });
    const credit = await admin.api.call('POST', `/invoices/${invoice.id}/credit_note`, {
      lines: [{ line_id: invoice.lines[0].id, amount: 0.55 }],
    });
    expect((await admin.api.call('POST', `/invoices/${credit.json().id}/issue`)).statusCode).toBe(200);
    await recordBill(admin.api, shipment.id, {
      supplier: carrier,
      number: 'NV-1',
      currency: 'EUR',
      lines: [{ expected_cost_id: freight!.id, amount: 1000.33 }],
    });
    // A newer rate does not move the job: it is read at the rate its quotation kept.
    await addRate('EUR', 'USD', '2', '2026-11-25');
    expect(await profitOf(shipment.id)).toEqual({
      shipment_id: shipment.id,
      quote: {
        currency: 'EUR',
        invoiced: 1250,
        to_invoice: 100.55,
        revenue: 1350.55,
        billed_cost: 1000.33,
        expected_cost: 60,
        cost: 1060.33,
        planned_margin: 290.45,
        actual_margin: 290.22,
      },
      base: {
        currency: 'USD',
        invoiced: 1350,
        to_invoice: 108.59,
        revenue: 1458.59,
        billed_cost: 1080.36,
        expected_cost: 64.8,
        cost: 1145.16,
        planned_margin: 313.68,
        actual_margin: 313.43,
      },
      rates_date: '2026-11-20',
    });
  });

  it('JPY: whole yen, and USD through the kept yen rate', async () => {
    await addRate('USD', 'JPY', '150', '2026-11-20');
    const shipment = await shipmentWithCosts(admin.api, 'JPY', [
      { sell: 150_000, buy: { supplier: carrier, total: 100_000 } },
      { sell: 7 },
    ]);
    await issuedInvoice(admin.api, shipment.id);
    await recordBill(admin.api, shipment.id, {
      supplier: carrier,
      number: 'JP-1',
      currency: 'JPY',
      lines: [{ expected_cost_id: shipment.charges[0]!.id, amount: 103_333 }],
    });
    const profit = await profitOf(shipment.id);
    expect(profit.quote).toMatchObject({
      invoiced: 150_007,
      to_invoice: 0,
      billed_cost: 103_333,
      expected_cost: 0,
      planned_margin: 50_007,
      actual_margin: 46_674,
    });
    expect(profit.base).toMatchObject({
      currency: 'USD',
      invoiced: 1000.05,
      billed_cost: 688.89,
      planned_margin: 333.38,
      actual_margin: 311.16,
    });
  });

  it('KWD: to the fils, and USD at 3.25', async () => {
    await addRate('KWD', 'USD', '3.25', '2026-11-20');
    const shipment = await shipmentWithCosts(admin.api, 'KWD', [
      { sell: 1250.555, buy: { supplier: agent, total: 1000.125 } },
      { sell: 0.125, buy: { supplier: agent, total: 0.1 } },
    ]);
    await issuedInvoice(admin.api, shipment.id, { charge_ids: [shipment.charges[0]!.id] });
    await recordBill(admin.api, shipment.id, {
      supplier: agent,
      number: 'KW-1',
      currency: 'KWD',
      lines: [{ expected_cost_id: shipment.charges[0]!.id, amount: 1000.126 }],
    });
    const profit = await profitOf(shipment.id);
    expect(profit.quote).toEqual({
      currency: 'KWD',
      invoiced: 1250.555,
      to_invoice: 0.125,
      revenue: 1250.68,
      billed_cost: 1000.126,
      expected_cost: 0.1,
      cost: 1000.226,
      planned_margin: 250.455,
      actual_margin: 250.454,
    });
    expect(profit.base).toEqual({
      currency: 'USD',
      invoiced: 4064.3,
      to_invoice: 0.41,
      revenue: 4064.71,
      billed_cost: 3250.41,
      expected_cost: 0.33,
      cost: 3250.74,
      planned_margin: 813.98,
      actual_margin: 813.97,
    });
  });

  it('answers 404 for an unknown shipment', async () => {
    expect((await admin.api.call('GET', '/shipments/999999/profit')).statusCode).toBe(404);
  });
});
