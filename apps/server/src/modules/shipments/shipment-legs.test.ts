import { describe, expect, it } from 'vitest';
import { adminQuotationApi } from '../quotations/quotation-contents.fixtures';
import { moveQuotation, quotationWithContents, shipmentOf } from './shipments.fixtures';

const admin = adminQuotationApi();

async function newShipment(extra: object = {}) {
  const q = await quotationWithContents(admin.api, {
    transport_mode: 'Sea FCL',
    origin_code: 'CNSGH',
    destination_code: 'DEHAM',
    ...extra,
  });
  await moveQuotation(admin.api, q.id, 'Active');
  return shipmentOf(admin.api, q.id);
}

const milestone = (shipment: { milestones: { key: string }[] }, key: string) =>
  shipment.milestones.find((m) => m.key === key) as unknown as {
    id: number;
    version: number;
    [k: string]: unknown;
  };

describe('legs', () => {
  it("changing the main leg's ETD and ETA moves the matching milestones' planned times", async () => {
    const shipment = await newShipment();
    const [leg] = shipment.legs;
    const res = await admin.api.call(
      'PUT',
      `/shipment_legs/${leg.id}`,
      {
        carrier: 'Maersk',
        vessel_or_flight: 'Maersk Essen',
        voyage: '245W',
        etd: '2026-12-02T10:00:00Z',
        eta: '2026-12-28T06:00:00+01:00',
      },
      { 'if-match': String(leg.version) },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      carrier: 'Maersk',
      etd: '2026-12-02T10:00:00.000Z',
      version: leg.version + 1,
    });
    const after = (await admin.api.call('GET', `/shipments/${shipment.id}`)).json();
    expect(milestone(after, 'departed').planned_at).toBe('2026-12-02T10:00:00.000Z');
    expect(milestone(after, 'loaded').planned_at).toBe('2026-12-02T10:00:00.000Z');
    expect(milestone(after, 'arrived').planned_at).toBe('2026-12-28T05:00:00.000Z');
    expect(milestone(after, 'delivered').planned_at).toBe('2026-12-28T05:00:00.000Z');
    expect(milestone(after, 'booking_confirmed').planned_at).toBeNull();
  });

  it('an on-carriage leg plans delivery from its own ETA; the last leg cannot be deleted', async () => {
    const shipment = await newShipment();
    const added = await admin.api.call('POST', `/shipments/${shipment.id}/legs`, {
      kind: 'on_carriage',
      transport_mode: 'Road',
      from_code: 'DEHAM',
      to_code: 'DEBER',
      eta: '2027-01-05T12:00:00Z',
    });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json()).toMatchObject({ sequence: 2, kind: 'on_carriage', transport_mode: 'Road' });
    let after = (await admin.api.call('GET', `/shipments/${shipment.id}`)).json();
    expect(after.legs.map((l: { kind: string }) => l.kind)).toEqual(['main', 'on_carriage']);
    expect(milestone(after, 'delivered').planned_at).toBe('2027-01-05T12:00:00.000Z');
    expect((await admin.api.call('DELETE', `/shipment_legs/${added.json().id}`)).statusCode).toBe(204);
    const last = await admin.api.call('DELETE', `/shipment_legs/${shipment.legs[0].id}`);
    expect(last.statusCode).toBe(409);
    expect(last.json().error.message).toBe('A shipment keeps at least one leg');
    after = (await admin.api.call('GET', `/shipments/${shipment.id}`)).json();
    expect(after.legs).toHaveLength(1);
  });

  it('names wrong fields, answers 412 on a stale version and 404 on an unknown leg', async () => {
    const shipment = await newShipment();
    const bad = await admin.api.call('POST', `/shipments/${shipment.id}/legs`, { etd: 'tomorrow' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({
      kind: 'Kind must be one of Pre-carriage, Main carriage, On-carriage',
      etd: 'ETD must be a date and time (ISO 8601, e.g. 2026-11-27T09:30:00Z)',
    });
    const [leg] = shipment.legs;
    const stale = await admin.api.call(
      'PUT',
      `/shipment_legs/${leg.id}`,
      { voyage: 'X' },
      { 'if-match': '99' },
    );
    expect(stale.statusCode).toBe(412);
    expect((await admin.api.call('PUT', '/shipment_legs/999999', { voyage: 'X' })).statusCode).toBe(404);
    expect((await admin.api.call('POST', '/shipments/999999/legs', { kind: 'main' })).statusCode).toBe(404);
  });
});

describe('milestones', () => {
  it('setting an actual marks it done by the user and moves the status as the template says', async () => {
    const shipment = await newShipment();
    const loaded = milestone(shipment, 'loaded');
    const first = await admin.api.call(
      'PUT',
      `/shipment_milestones/${loaded.id}`,
      { actual_at: '2026-12-02T08:00:00Z' },
      { 'if-match': String(loaded.version) },
    );
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().status).toBe('Booked');
    expect(milestone(first.json(), 'loaded')).toMatchObject({ status: 'done', set_by_name: 'Test User' });
    const departed = milestone(shipment, 'departed');
    const moved = await admin.api.call('PUT', `/shipment_milestones/${departed.id}`, {
      actual_at: '2026-12-02T11:00:00Z',
    });
    expect(moved.json().status).toBe('InTransit');
    // An early milestone recorded late does not move the shipment back.
    const gateIn = milestone(shipment, 'gate_in');
    const late = await admin.api.call('PUT', `/shipment_milestones/${gateIn.id}`, {
      actual_at: '2026-12-01T09:00:00Z',
    });
    expect(late.json().status).toBe('InTransit');
    const delivered = milestone(shipment, 'delivered');
    const done = await admin.api.call('PUT', `/shipment_milestones/${delivered.id}`, {
      actual_at: '2026-12-30T09:00:00Z',
    });
    expect(done.json().status).toBe('Delivered');
  });

  it('taking an actual back makes it pending (late once its planned time passed)', async () => {
    const shipment = await newShipment({
      transport_mode: 'Air',
      origin_code: 'KWI',
      destination_code: 'NRT',
    });
    const arrived = milestone(shipment, 'arrived');
    await admin.api.call('PUT', `/shipment_milestones/${arrived.id}`, { actual_at: '2026-01-02T00:00:00Z' });
    const back = await admin.api.call('PUT', `/shipment_milestones/${arrived.id}`, {
      actual_at: null,
      planned_at: '2020-01-01T00:00:00Z',
    });
    expect(milestone(back.json(), 'arrived')).toMatchObject({
      actual_at: null,
      status: 'late',
      set_by: null,
    });
    const stale = await admin.api.call(
      'PUT',
      `/shipment_milestones/${arrived.id}`,
      { actual_at: null },
      { 'if-match': '1' },
    );
    expect(stale.statusCode).toBe(412);
    const bad = await admin.api.call('PUT', `/shipment_milestones/${arrived.id}`, { actual_at: 'yesterday' });
    expect(bad.json().error.fields).toEqual({
      actual_at: 'Actual time must be a date and time (ISO 8601, e.g. 2026-11-27T09:30:00Z)',
    });
  });
});
