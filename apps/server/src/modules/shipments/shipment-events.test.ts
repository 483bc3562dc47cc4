import { defaultUserGrants } from '@freight/domain';
import { describe, expect, it } from 'vitest';
import { adminQuotationApi } from '../quotations/quotation-contents.fixtures';
import examples from './dcsa-examples/tnt-v3-events.json';
import { moveQuotation, quotationWithContents, shipmentOf } from './shipments.fixtures';

const admin = adminQuotationApi();
type Example = keyof typeof examples;

interface Milestone {
  key: string;
  planned_at: string | null;
  actual_at: string | null;
}

/** A running shipment of this transport mode, as GET /shipments/{id} answers it. */
async function shipmentByMode(transport_mode: string) {
  const q = await quotationWithContents(admin.api, { transport_mode });
  await moveQuotation(admin.api, q.id, 'Active');
  return shipmentOf(admin.api, q.id);
}

function postEvent(shipmentId: number, event: object) {
  return admin.api.call('POST', `/shipments/${shipmentId}/events`, event);
}

async function milestone(shipmentId: number, key: string): Promise<Milestone> {
  const shipment = (await admin.api.call('GET', `/shipments/${shipmentId}`)).json();
  return shipment.milestones.find((m: Milestone) => m.key === key);
}

const iso = (time: string) => new Date(time).toISOString();

describe('DCSA Track & Trace 3.0 example events', () => {
  // Each matched example is an estimate: it moves the milestone's planned time and leaves its actual alone.
  it.each([
    ['bookingExample#1', 'Sea FCL', 'loaded'],
    ['transshipmentExample', 'Sea FCL', 'loaded'],
    ['transportEventListExample#1', 'Sea LCL', 'arrived'],
    ['railTransportExample', 'Rail', 'arrived'],
    ['truckTransportExample', 'Road', 'arrived'],
  ] as const)('%s on a %s shipment plans %s (201)', async (name, mode, key) => {
    const shipment = await shipmentByMode(mode);
    const example = examples[name as Example];
    const res = await postEvent(shipment.id, example);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ matched: true, duplicate: false, milestone: { key } });
    const planned = iso((example as { payload: { eventDateTime: string } }).payload.eventDateTime);
    expect(await milestone(shipment.id, key)).toMatchObject({ planned_at: planned, actual_at: null });
  });

  it.each([
    'bookingExample#0',
    'shipmentEventExample',
    'dropPickExample#0',
    'dropPickExample#1',
    'transportEventListExample#0',
    'retractedTransportEventExample',
  ] as const)('%s is kept unmatched (202)', async (name) => {
    const shipment = await shipmentByMode('Sea FCL');
    const before = await admin.api.call('GET', `/shipments/${shipment.id}`);
    const res = await postEvent(shipment.id, examples[name]);
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json()).toMatchObject({ matched: false, duplicate: false, milestone: null });
    expect((await admin.api.call('GET', `/shipments/${shipment.id}`)).json()).toEqual(before.json());
    const listed = (await admin.api.call('GET', `/shipments/${shipment.id}/events`)).json().data;
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({ event_id: examples[name].metadata.eventID, milestone_key: null });
    expect(listed[0].raw).toEqual(examples[name]);
  });

  it('an actual departure sets the actual time and moves the shipment In transit; a repeat changes nothing', async () => {
    const shipment = await shipmentByMode('Sea FCL');
    const example = examples['transportEventListExample#1'];
    const departure = {
      ...example,
      metadata: { ...example.metadata, eventID: 'a8f0c1d2-departure' },
      payload: { ...example.payload, eventClassifierCode: 'ACT', transportEventTypeCode: 'DEPA' },
    };
    const res = await postEvent(shipment.id, departure);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().milestone).toEqual({ key: 'departed', label: 'Vessel departed' });
    expect(await milestone(shipment.id, 'departed')).toMatchObject({
      actual_at: iso(example.payload.eventDateTime),
      status: 'done',
    });
    const moved = (await admin.api.call('GET', `/shipments/${shipment.id}`)).json();
    expect(moved.status).toBe('InTransit');

    const later = { ...departure, payload: { ...departure.payload, eventDateTime: '2026-12-01T00:00:00Z' } };
    const again = await postEvent(shipment.id, later);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ duplicate: true, matched: true, milestone: { key: 'departed' } });
    expect((await admin.api.call('GET', `/shipments/${shipment.id}`)).json()).toEqual(moved);
    expect((await admin.api.call('GET', `/shipments/${shipment.id}/events`)).json().data).toHaveLength(1);
  });
  it("a departure at a transshipment port is kept unmatched; at the main leg's port it sets the milestone", async () => {
    const shipment = await shipmentByMode('Sea FCL');
    const leg = shipment.legs[0];
    const saved = await admin.api.call(
      'PUT',
      `/shipment_legs/${leg.id}`,
      { from_code: 'CNSHA', to_code: 'NLRTM' },
      { 'if-match': String(leg.version) },
    );
    expect(saved.statusCode, saved.body).toBe(200);
    const example = examples['transportEventListExample#1'];
    const departureAt = (eventID: string, UNLocationCode: string) => ({
      metadata: { ...example.metadata, eventID },
      payload: {
        ...example.payload,
        eventClassifierCode: 'ACT',
        transportEventTypeCode: 'DEPA',
        transportCall: { ...example.payload.transportCall, location: { UNLocationCode } },
      },
    });
    const transshipment = await postEvent(shipment.id, departureAt('d-sgsin', 'SGSIN'));
    expect(transshipment.statusCode, transshipment.body).toBe(202);
    expect((await milestone(shipment.id, 'departed')).actual_at).toBeNull();
    const main = await postEvent(shipment.id, departureAt('d-cnsha', 'CNSHA'));
    expect(main.statusCode, main.body).toBe(201);
    expect((await milestone(shipment.id, 'departed')).actual_at).toBe(iso(example.payload.eventDateTime));
  });
});

describe('air status messages', () => {
  it.each([
    ['RCS', 'received', 'Booked'],
    ['DEP', 'departed', 'InTransit'],
    ['ARR', 'arrived', 'Arrived'],
    ['NFD', 'ready_for_delivery', 'Booked'],
    ['DLV', 'delivered', 'Delivered'],
  ])('%s sets the actual time of %s (status %s)', async (statusCode, key, status) => {
    const shipment = await shipmentByMode('Air');
    const event = {
      eventId: `176-12345675-${statusCode}`,
      statusCode,
      eventDateTime: '2026-11-20T23:05:00+08:00',
      airportCode: 'HKG',
      flightNumber: 'CX 235',
    };
    const res = await postEvent(shipment.id, event);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ matched: true, milestone: { key } });
    expect(res.json().event).toMatchObject({ event_type: 'AIR', code: statusCode, location: 'HKG' });
    expect(await milestone(shipment.id, key)).toMatchObject({ actual_at: '2026-11-20T15:05:00.000Z' });
    expect((await admin.api.call('GET', `/shipments/${shipment.id}`)).json().status).toBe(status);
  });

  it('an air code on a sea shipment, or an unknown code, is kept unmatched (202)', async () => {
    const shipment = await shipmentByMode('Sea FCL');
    const dep = { eventId: 'x-1', statusCode: 'DEP', eventDateTime: '2026-11-20T23:05:00Z' };
    expect((await postEvent(shipment.id, dep)).statusCode).toBe(202);
    const air = await shipmentByMode('Air');
    const foh = { eventId: 'x-2', statusCode: 'FOH', eventDateTime: '2026-11-20T23:05:00Z' };
    expect((await postEvent(air.id, foh)).json()).toMatchObject({ matched: false, event: { code: 'FOH' } });
  });
});

describe('the events endpoints', () => {
  it('answer 400 naming the field of a broken event, and keep nothing', async () => {
    const shipment = await shipmentByMode('Air');
    const bad = await postEvent(shipment.id, { eventId: 'b-1', statusCode: 'DEP', eventDateTime: 'soon' });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('eventDateTime must be a date and time with its offset');
    const neither = await postEvent(shipment.id, { hello: 'world' });
    expect(neither.statusCode).toBe(400);
    expect(neither.body).toContain('An event needs DCSA metadata and payload, or an air statusCode');
    const noId = await postEvent(shipment.id, { metadata: { eventType: 'TRANSPORT' } });
    expect(noId.statusCode).toBe(400);
    expect(noId.body).toContain("metadata.eventID is required: the sender's id of the event");
    expect((await admin.api.call('GET', `/shipments/${shipment.id}/events`)).json().data).toEqual([]);
    expect((await postEvent(999999, examples.shipmentEventExample)).statusCode).toBe(404);
  });

  it('GET needs shipments:view, POST shipments:edit; without the module both answer 403', async () => {
    const shipment = await shipmentByMode('Air');
    const url = `/shipments/${shipment.id}/events`;
    const event = { eventId: 'p-1', statusCode: 'RCS', eventDateTime: '2026-11-20T10:00:00Z' };
    const none = (await admin.t.signedInUser({ grants: defaultUserGrants() })).cookie;
    expect((await admin.t.call('GET', url, none)).statusCode).toBe(403);
    expect((await admin.t.call('POST', url, none, event)).statusCode).toBe(403);
    const viewer = (await admin.t.signedInUser({ grants: { shipments: ['view'] } })).cookie;
    expect((await admin.t.call('GET', url, viewer)).statusCode).toBe(200);
    expect((await admin.t.call('POST', url, viewer, event)).statusCode).toBe(403);
    const editor = (await admin.t.signedInUser({ grants: { shipments: ['view', 'edit'] } })).cookie;
    expect((await admin.t.call('POST', url, editor, event)).statusCode).toBe(201);
    expect((await admin.t.call('GET', url, viewer)).json().data).toHaveLength(1);
  });
});
