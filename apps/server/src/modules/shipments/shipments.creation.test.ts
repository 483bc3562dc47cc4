import { describe, expect, it } from 'vitest';
import { sendingTestApp, sentQuote } from '../quotations/quotation-revisions.fixtures';
import { moveQuotation, quotationWithContents, shipmentOf, shipmentsOf } from './shipments.fixtures';

const sending = sendingTestApp();
let ipCounter = 1;
const accept = (token: string) =>
  sending.t.app.inject({
    method: 'POST',
    url: `/api/1/public/quotes/${token}/accept`,
    payload: { name: 'Fátima Al-Sayed', accept_terms: true },
    remoteAddress: `203.0.113.${ipCounter++}`,
  });

const NUMBER = /^SH-\d{4}-\d{5}$/;

describe('a quotation becoming Active makes its shipment', () => {
  it('the client accepting through the link copies the accepted revision into a shipment', async () => {
    const { q, token } = await sentQuote(sending.api, {
      transport_mode: 'Sea FCL',
      origin_code: 'CNSGH',
      destination_code: 'DEHAM',
      incoterm: 'FOB',
      incoterm_place: 'Shanghai',
      containers: [{ type: '40HC', count: 2 }],
      currency: 'KWD',
    });
    const res = await accept(token);
    expect(res.statusCode, res.body).toBe(200);
    const shipment = await shipmentOf(sending.api, q.id);
    const year = new Date().getUTCFullYear();
    expect(shipment).toMatchObject({
      quotation_id: q.id,
      quotation_number: q.quotation_number,
      revision: 1,
      status: 'Booked',
      transport_mode: 'Sea FCL',
      incoterm: 'FOB',
      incoterm_place: 'Shanghai',
      currency: 'KWD',
      client_name: 'Open Seas LLC',
      contact_id: q.contact_id,
      shipper_contact_id: q.contact_id,
      origin_code: 'CNSGH',
      destination_code: 'DEHAM',
      containers: [{ type: '40HC', count: 2 }],
      version: 1,
    });
    expect(shipment.shipment_number).toMatch(NUMBER);
    expect(shipment.shipment_number.startsWith(`SH-${year}-`)).toBe(true);
    expect(shipment.house_reference).toBe(shipment.shipment_number.replace(/^SH/, 'HB'));
    expect(shipment.origin_address).toMatchObject({ city: q.origin_address.city });
    expect(shipment.cargo_lines.map((l: { name: string }) => l.name)).toEqual(['Pallet']);
    expect(shipment.charges).toMatchObject([
      // The client's text of the line is copied too: invoices print it.
      {
        description: 'Trucking to port',
        client_description: 'Packaging: Trucking to port',
        sell_amount: 350,
      },
    ]);
    expect(shipment.legs).toMatchObject([
      { sequence: 1, kind: 'main', transport_mode: 'Sea FCL', from_code: 'CNSGH', to_code: 'DEHAM' },
    ]);
    expect(shipment.milestones).toHaveLength(10);
    expect(shipment.milestones[0]).toMatchObject({
      key: 'booking_confirmed',
      status: 'pending',
      actual_at: null,
    });
  });

  it('staff moving it to Active makes one; POST answers 200 with that one', async () => {
    const q = await quotationWithContents(sending.api);
    expect((await moveQuotation(sending.api, q.id, 'Active')).statusCode).toBe(200);
    const [made] = await shipmentsOf(sending.api, q.id);
    const again = await sending.api.call('POST', `/quotations/${q.id}/shipment`);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({
      id: made!.id,
      currency: 'EUR',
      client_name: 'Ñandú Logística S.A.',
    });
    expect(again.json().charges).toMatchObject([{ description: 'Flete marítimo', sell_amount: 1250.5 }]);
  });

  it('POST makes the shipment of an Active quotation that has none (201), and refuses an open quotation (409)', async () => {
    const q = await quotationWithContents(sending.api);
    const open = await sending.api.call('POST', `/quotations/${q.id}/shipment`);
    expect(open.statusCode).toBe(409);
    expect(open.json().error.message).toBe('Only an Active or Completed quotation can have a shipment');
    expect(await shipmentsOf(sending.api, q.id)).toEqual([]);
    // An Active quotation without a shipment: what a failed hand-over would leave; the row is removed by SQL.
    await moveQuotation(sending.api, q.id, 'Active');
    await sending.t.pool.query('delete from shipments where quotation_id = $1', [q.id]);
    const made = await sending.api.call('POST', `/quotations/${q.id}/shipment`);
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json().quotation_id).toBe(q.id);
    expect((await sending.api.call('POST', '/quotations/999999/shipment')).statusCode).toBe(404);
  });

  it('numbers shipments one after another, without gaps', async () => {
    const numbers: number[] = [];
    for (let i = 0; i < 3; i++) {
      const q = await quotationWithContents(sending.api);
      await moveQuotation(sending.api, q.id, 'Active');
      const [shipment] = await shipmentsOf(sending.api, q.id);
      numbers.push(Number(shipment!.shipment_number.slice(-5)));
    }
    expect(numbers).toEqual([numbers[0], numbers[0]! + 1, numbers[0]! + 2]);
  });

  it('twenty parallel accepts, status moves and POSTs give exactly one shipment', async () => {
    const { q, token } = await sentQuote(sending.api);
    const calls = Array.from({ length: 20 }, (_, i) => {
      if (i % 3 === 0) return accept(token);
      if (i % 3 === 1) return moveQuotation(sending.api, q.id, 'Active');
      return sending.api.call('POST', `/quotations/${q.id}/shipment`);
    });
    const answers = await Promise.all(calls);
    for (const res of answers) expect([200, 201, 409, 410], res.body).toContain(res.statusCode);
    const shipments = await shipmentsOf(sending.api, q.id);
    expect(shipments).toHaveLength(1);
    const posts = answers.filter((_, i) => i % 3 === 2);
    expect(posts.filter((r) => r.statusCode === 201).length).toBeLessThanOrEqual(1);
    for (const r of posts.filter((p) => p.statusCode < 300)) expect(r.json().id).toBe(shipments[0]!.id);
  });
});

describe('moving the quotation away from Active', () => {
  it('answers 409 naming the shipment to cancel first, and changes nothing', async () => {
    const q = await quotationWithContents(sending.api);
    await moveQuotation(sending.api, q.id, 'Active');
    const [shipment] = await shipmentsOf(sending.api, q.id);
    for (const status of ['Working', 'Cancelled', 'Pending']) {
      const res = await moveQuotation(sending.api, q.id, status);
      expect(res.statusCode).toBe(409);
      expect(res.json().error).toMatchObject({
        code: 'SHIPMENT_EXISTS',
        message: `Shipment ${shipment!.shipment_number} was made from this quotation. Cancel the shipment first, then change the quotation's status.`,
        shipment_id: shipment!.id,
        shipment_number: shipment!.shipment_number,
      });
    }
    expect((await sending.api.getQuotation(q.id)).status).toBe('Active');
  });

  it('lets it move on to Completed, and away once the shipment is cancelled (which stays)', async () => {
    const q = await quotationWithContents(sending.api);
    await moveQuotation(sending.api, q.id, 'Active');
    expect((await moveQuotation(sending.api, q.id, 'Completed')).statusCode).toBe(200);
    const [shipment] = await shipmentsOf(sending.api, q.id);
    const cancel = await sending.api.call('PUT', `/shipments/${shipment!.id}`, { status: 'Cancelled' });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect((await moveQuotation(sending.api, q.id, 'Working')).statusCode).toBe(200);
    expect(await shipmentsOf(sending.api, q.id)).toMatchObject([{ id: shipment!.id, status: 'Cancelled' }]);
  });
});
