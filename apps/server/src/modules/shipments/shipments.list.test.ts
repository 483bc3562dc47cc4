import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { adminQuotationApi } from '../quotations/quotation-contents.fixtures';
import { moveQuotation, quotationWithContents, shipmentOf } from './shipments.fixtures';

const admin = adminQuotationApi();

const HOUR = 3_600_000;
const iso = (ms: number) => new Date(ms).toISOString();

/**
 * An accepted shipment of a client named `client` (unique per test, so a `search` keeps each test's rows
 * apart), its main leg arriving at `eta` (when given), and `late` milestones planned in the past.
 */
async function shipmentFor(client: string, options: { eta?: string; late?: number; mode?: string } = {}) {
  const q = await quotationWithContents(admin.api, {
    client_name: client,
    ...(options.mode && { transport_mode: options.mode }),
  });
  expect((await moveQuotation(admin.api, q.id, 'Active')).statusCode).toBe(200);
  const shipment = await shipmentOf(admin.api, q.id);
  if (options.eta) {
    const leg = shipment.legs[0];
    const res = await admin.api.call('PUT', `/shipment_legs/${leg.id}`, { eta: options.eta });
    expect(res.statusCode, res.body).toBe(200);
  }
  for (const milestone of shipment.milestones.slice(0, options.late ?? 0)) {
    const res = await admin.api.call('PUT', `/shipment_milestones/${milestone.id}`, {
      planned_at: iso(Date.now() - 48 * HOUR),
    });
    expect(res.statusCode, res.body).toBe(200);
  }
  return shipment as { id: number; shipment_number: string; contact_id: number };
}

async function listed(query: string) {
  const res = await admin.api.call('GET', `/shipments?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { total: number; data: { id: number; eta: string | null; late_milestones: number }[] };
}

const ids = async (query: string) => (await listed(query)).data.map((row) => row.id).sort((a, b) => a - b);

describe('GET /shipments filters', () => {
  it('answers each row its ETA (the last leg’s) and its number of late milestones', async () => {
    const client = `Società Ōsaka ${randomUUID()}`;
    const eta = '2031-03-14T09:30:00.000Z';
    const shipment = await shipmentFor(client, { eta, late: 2 });
    const [row] = (await listed(`search=${encodeURIComponent(client)}`)).data;
    expect(row).toMatchObject({ id: shipment.id, eta, late_milestones: 2 });
    // As the Shipments screen asks for them, by name.
    const [picked] = (await listed(`search=${encodeURIComponent(client)}&select=id,eta,late_milestones`))
      .data;
    expect(picked).toEqual({ id: shipment.id, eta, late_milestones: 2 });
  });

  it('ETA window: both days inclusive, whole days in UTC; blank means open-ended', async () => {
    const client = `Müller Spedition ${randomUUID()}`;
    const early = await shipmentFor(client, { eta: '2031-05-01T00:00:00.000Z' });
    const late = await shipmentFor(client, { eta: '2031-05-03T23:59:59.000Z' });
    const after = await shipmentFor(client, { eta: '2031-05-04T00:00:00.000Z' });
    const none = await shipmentFor(client);
    const s = `search=${encodeURIComponent(client)}`;
    expect(await ids(`${s}&eta_from=2031-05-01&eta_to=2031-05-03`)).toEqual([early.id, late.id]);
    expect(await ids(`${s}&eta_from=2031-05-02`)).toEqual([late.id, after.id]);
    expect(await ids(`${s}&eta_to=2031-05-01`)).toEqual([early.id]);
    expect(await ids(`${s}&eta_from=&eta_to=`)).toEqual([early.id, late.id, after.id, none.id]);
    // The rows carry their ETA as the Shipments screen selects them.
    const select = 'id,shipment_number,status,client_name,booking_reference,eta,late_milestones,created_at';
    const window = await listed(
      `limit=25&offset=0&eta_from=2031-05-02&eta_to=2031-05-31&${s}&select=${select}`,
    );
    expect(window.data.map((row) => [row.id, row.eta])).toEqual([
      [after.id, '2031-05-04T00:00:00.000Z'],
      [late.id, '2031-05-03T23:59:59.000Z'],
    ]);
  });

  it('late=true lists shipments with a late milestone, late=false the others', async () => {
    const client = `Şahin Lojistik ${randomUUID()}`;
    const behind = await shipmentFor(client, { late: 1 });
    const onTime = await shipmentFor(client);
    const s = `search=${encodeURIComponent(client)}`;
    expect(await ids(`${s}&late=true`)).toEqual([behind.id]);
    expect(await ids(`${s}&late=false`)).toEqual([onTime.id]);
    // A milestone recorded as done is no longer late.
    const detail = (await admin.api.call('GET', `/shipments/${behind.id}`)).json();
    const lateOne = detail.milestones.find((m: { status: string }) => m.status === 'late');
    await admin.api.call('PUT', `/shipment_milestones/${lateOne.id}`, { actual_at: iso(Date.now() - HOUR) });
    expect(await ids(`${s}&late=true`)).toEqual([]);
  });

  it('filters by client contact', async () => {
    const client = `Ἀθηνᾶ Shipping ${randomUUID()}`;
    const shipment = await shipmentFor(client);
    const res = await listed(`contact_id=${shipment.contact_id}&search=${encodeURIComponent(client)}`);
    expect(res.data.map((r) => r.id)).toEqual([shipment.id]);
    expect((await listed(`contact_id=999999&search=${encodeURIComponent(client)}`)).total).toBe(0);
  });

  it('refuses a bad ETA day or late value naming the field', async () => {
    const badDay = await admin.api.call('GET', '/shipments?eta_from=14/03/2031');
    expect(badDay.statusCode).toBe(400);
    expect(badDay.json().error.fields.eta_from).toBe('ETA from must be a valid date (YYYY-MM-DD)');
    const badTo = await admin.api.call('GET', '/shipments/counts?eta_to=2031-02-30');
    expect(badTo.statusCode).toBe(400);
    expect(badTo.json().error.fields.eta_to).toBe('ETA to must be a valid date (YYYY-MM-DD)');
    const badLate = await admin.api.call('GET', '/shipments?late=yes');
    expect(badLate.statusCode).toBe(400);
    expect(badLate.json().error.fields.late).toBe('Late must be true or false');
  });
});

describe('GET /shipments/counts', () => {
  it('counts per status among the shipments the other filters match, whatever the status asked', async () => {
    const client = `Nguyễn Freight ${randomUUID()}`;
    const behind = await shipmentFor(client, { late: 1, eta: '2032-01-10T12:00:00.000Z' });
    await shipmentFor(client, { eta: '2032-01-10T12:00:00.000Z' });
    await shipmentFor(client, { late: 1, eta: '2032-02-10T12:00:00.000Z' });
    const moved = await admin.api.call('PUT', `/shipments/${behind.id}`, { status: 'InTransit' });
    expect(moved.statusCode, moved.body).toBe(200);
    const s = `search=${encodeURIComponent(client)}`;
    const counts = async (query: string) => {
      const res = await admin.api.call('GET', `/shipments/counts?${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    };
    expect(await counts(s)).toMatchObject({ Booked: 2, InTransit: 1, total: 3 });
    expect(await counts(`${s}&late=true&status=Booked`)).toMatchObject({
      Booked: 1,
      InTransit: 1,
      total: 2,
    });
    expect(await counts(`${s}&late=true&eta_from=2032-01-01&eta_to=2032-01-31`)).toMatchObject({
      Booked: 0,
      InTransit: 1,
      total: 1,
    });
    // The list agrees with its tab's count.
    expect((await listed(`${s}&late=true&status=Booked`)).total).toBe(1);
  });
});
