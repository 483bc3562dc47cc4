import { defaultUserGrants, type PermissionMap } from '@freight/domain';
import { describe, expect, it } from 'vitest';
import { adminQuotationApi } from '../quotations/quotation-contents.fixtures';
import { moveQuotation, quotationWithContents, shipmentOf } from './shipments.fixtures';

const admin = adminQuotationApi();

async function cookieWith(grants: PermissionMap) {
  return (await admin.t.signedInUser({ grants })).cookie;
}

describe('the shipments permission module', () => {
  it('is not in a new user\u2019s grants: every shipments call answers 403', async () => {
    const q = await quotationWithContents(admin.api);
    await moveQuotation(admin.api, q.id, 'Active');
    const shipment = await shipmentOf(admin.api, q.id);
    const cookie = await cookieWith(defaultUserGrants());
    const calls = [
      admin.t.call('GET', '/shipments', cookie),
      admin.t.call('GET', '/shipments/counts', cookie),
      admin.t.call('GET', `/shipments/${shipment.id}`, cookie),
      admin.t.call('PUT', `/shipments/${shipment.id}`, cookie, { booking_reference: 'X' }),
      admin.t.call('POST', `/shipments/${shipment.id}/legs`, cookie, { kind: 'main' }),
      admin.t.call('PUT', `/shipment_legs/${shipment.legs[0].id}`, cookie, { voyage: 'X' }),
      admin.t.call('PUT', `/shipment_milestones/${shipment.milestones[0].id}`, cookie, { actual_at: null }),
    ];
    for (const res of await Promise.all(calls)) expect(res.statusCode, res.body).toBe(403);
    // The quotation's own grant makes (or finds) its shipment.
    expect((await admin.t.call('POST', `/quotations/${q.id}/shipment`, cookie)).statusCode).toBe(200);
  });

  it('view reads but does not edit; edit edits; POST for a quotation needs quotations:edit', async () => {
    const q = await quotationWithContents(admin.api);
    await moveQuotation(admin.api, q.id, 'Active');
    const shipment = await shipmentOf(admin.api, q.id);
    const viewer = await cookieWith({ shipments: ['view'] });
    expect((await admin.t.call('GET', `/shipments/${shipment.id}`, viewer)).statusCode).toBe(200);
    expect(
      (await admin.t.call('PUT', `/shipments/${shipment.id}`, viewer, { booking_reference: 'X' })).statusCode,
    ).toBe(403);
    expect((await admin.t.call('POST', `/quotations/${q.id}/shipment`, viewer)).statusCode).toBe(403);
    const editor = await cookieWith({ shipments: ['view', 'edit'] });
    const saved = await admin.t.call(
      'PUT',
      `/shipments/${shipment.id}`,
      editor,
      { booking_reference: 'BKG-4471', carrier_reference: 'MAEU123456789' },
      { 'if-match': String(shipment.version) },
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ booking_reference: 'BKG-4471', version: shipment.version + 1 });
  });
});

describe('the shipment record', () => {
  it('answers 412 on a stale version, 400 naming a field, 409 on a move back', async () => {
    const q = await quotationWithContents(admin.api);
    await moveQuotation(admin.api, q.id, 'Active');
    const shipment = await shipmentOf(admin.api, q.id);
    const url = `/shipments/${shipment.id}`;
    expect(
      (await admin.api.call('PUT', url, { booking_reference: 'A' }, { 'if-match': '42' })).statusCode,
    ).toBe(412);
    const bad = await admin.api.call('PUT', url, { notify_contact_id: 999999 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({ notify_contact_id: 'Contact not found' });
    expect((await admin.api.call('PUT', url, { status: 'Arrived' })).statusCode).toBe(200);
    const back = await admin.api.call('PUT', url, { status: 'Booked' });
    expect(back.statusCode).toBe(409);
    expect(back.json().error.message).toBe('A shipment cannot move back from Arrived to Booked');
    expect((await admin.api.call('PUT', url, {})).statusCode).toBe(400);
    expect((await admin.api.call('GET', '/shipments/999999')).statusCode).toBe(404);
  });

  it('lists with filters, search and counts', async () => {
    const q = await quotationWithContents(admin.api, {
      client_name: 'شركة الخليج للشحن',
      transport_mode: 'Road',
    });
    await moveQuotation(admin.api, q.id, 'Active');
    const shipment = await shipmentOf(admin.api, q.id);
    const search = await admin.api.call('GET', `/shipments?search=${encodeURIComponent('الخليج')}`);
    expect(search.json().data.map((s: { id: number }) => s.id)).toEqual([shipment.id]);
    const byNumber = await admin.api.call('GET', `/shipments?search=${shipment.shipment_number}`);
    expect(byNumber.json().total).toBe(1);
    const road = await admin.api.call('GET', '/shipments?transport_mode=Road&status=Booked&limit=1');
    expect(road.json()).toMatchObject({ limit: 1, offset: 0 });
    expect(road.json().data[0].transport_mode).toBe('Road');
    const counts = (await admin.api.call('GET', '/shipments/counts')).json();
    expect(counts.total).toBeGreaterThanOrEqual(1);
    expect(
      counts.Booked + counts.InTransit + counts.Arrived + counts.Delivered + counts.Closed + counts.Cancelled,
    ).toBe(counts.total);
    expect((await admin.api.call('GET', '/shipments?where=nope = 1')).statusCode).toBe(400);
  });
});
