import { describe, expect, it } from 'vitest';
import { adminQuotationApi } from '../quotations/quotation-contents.fixtures';
import examples from './dcsa-examples/tnt-v3-events.json';
import { moveQuotation, quotationWithContents, shipmentOf } from './shipments.fixtures';

const admin = adminQuotationApi();
const departureExample = examples['transportEventListExample#1'];
const retractionExample = examples.retractedTransportEventExample;

/** The DCSA example departure as an actual, under the sender's id `eventID`, at `eventDateTime`. */
const departure = (eventID: string, eventDateTime: string) => ({
  metadata: { ...departureExample.metadata, eventID },
  payload: {
    ...departureExample.payload,
    eventClassifierCode: 'ACT',
    transportEventTypeCode: 'DEPA',
    eventDateTime,
  },
});

/** The DCSA example retraction, retracting the event the sender called `retractedEventID`. */
const retraction = (eventID: string, retractedEventID: string) => ({
  metadata: { ...retractionExample.metadata, eventID, retractedEventID },
});

async function seaShipment() {
  const q = await quotationWithContents(admin.api, { transport_mode: 'Sea FCL' });
  await moveQuotation(admin.api, q.id, 'Active');
  return shipmentOf(admin.api, q.id);
}

async function post(shipmentId: number, event: object) {
  const res = await admin.api.call('POST', `/shipments/${shipmentId}/events`, event);
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res;
}

async function departedActual(shipmentId: number) {
  const shipment = (await admin.api.call('GET', `/shipments/${shipmentId}`)).json();
  return shipment.milestones.find((m: { key: string }) => m.key === 'departed').actual_at;
}

describe('a retracted event', () => {
  it('clears the actual it set, and the events record the retraction', async () => {
    const shipment = await seaShipment();
    await post(shipment.id, departure('dep-1', '2026-11-20T08:00:00Z'));
    expect(await departedActual(shipment.id)).toBe('2026-11-20T08:00:00.000Z');

    const res = await post(shipment.id, retraction('ret-1', 'dep-1'));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      matched: true,
      milestone: { key: 'departed', label: 'Vessel departed' },
    });
    expect(await departedActual(shipment.id)).toBeNull();
    const events = (await admin.api.call('GET', `/shipments/${shipment.id}/events`)).json().data;
    expect(events).toMatchObject([
      { event_id: 'dep-1', retracted_at: expect.any(String) },
      { event_id: 'ret-1', milestone_key: 'departed', retracted_at: null },
    ]);
    // A resent retraction is a repeat and changes nothing.
    expect((await post(shipment.id, retraction('ret-1', 'dep-1'))).json().duplicate).toBe(true);
  });

  it('leaves the actual a later event set again', async () => {
    const shipment = await seaShipment();
    await post(shipment.id, departure('dep-a', '2026-11-20T08:00:00Z'));
    await post(shipment.id, departure('dep-b', '2026-11-21T09:30:00Z'));
    await post(shipment.id, retraction('ret-a', 'dep-a'));
    expect(await departedActual(shipment.id)).toBe('2026-11-21T09:30:00.000Z');
  });

  it('falls back to the earlier event when the latest one is retracted', async () => {
    const shipment = await seaShipment();
    await post(shipment.id, departure('dep-a', '2026-11-20T08:00:00Z'));
    await post(shipment.id, departure('dep-b', '2026-11-21T09:30:00Z'));
    await post(shipment.id, retraction('ret-b', 'dep-b'));
    expect(await departedActual(shipment.id)).toBe('2026-11-20T08:00:00.000Z');
  });

  it('leaves an actual staff set by hand since', async () => {
    const shipment = await seaShipment();
    await post(shipment.id, departure('dep-1', '2026-11-20T08:00:00Z'));
    const current = (await admin.api.call('GET', `/shipments/${shipment.id}`)).json();
    const departed = current.milestones.find((m: { key: string }) => m.key === 'departed');
    const set = await admin.api.call(
      'PUT',
      `/shipment_milestones/${departed.id}`,
      { actual_at: '2026-11-20T07:15:00Z' },
      { 'if-match': String(departed.version) },
    );
    expect(set.statusCode, set.body).toBe(200);
    await post(shipment.id, retraction('ret-1', 'dep-1'));
    expect(await departedActual(shipment.id)).toBe('2026-11-20T07:15:00.000Z');
  });
});
