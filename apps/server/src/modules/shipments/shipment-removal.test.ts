import type { PermissionMap } from '@freight/domain';
import { describe, expect, it } from 'vitest';
import { adminQuotationApi } from '../quotations/quotation-contents.fixtures';
import { moveQuotation, quotationWithContents, shipmentOf, shipmentsOf } from './shipments.fixtures';

const admin = adminQuotationApi();

async function runningShipment() {
  const q = await quotationWithContents(admin.api, { transport_mode: 'Air' });
  await moveQuotation(admin.api, q.id, 'Active');
  return { quotation: q, shipment: await shipmentOf(admin.api, q.id) };
}

function remove(id: number, version: number, cookie?: string) {
  const headers = { 'if-match': String(version) };
  if (cookie) return admin.t.call('DELETE', `/shipments/${id}`, cookie, undefined, headers);
  return admin.api.call('DELETE', `/shipments/${id}`, undefined, headers);
}

describe('DELETE /shipments/{id}', () => {
  it('deletes a fresh shipment; its quotation may then leave Active', async () => {
    const { quotation, shipment } = await runningShipment();
    const blocked = await moveQuotation(admin.api, quotation.id, 'Draft');
    expect(blocked.statusCode, blocked.body).toBe(409);
    const res = await remove(shipment.id, shipment.version);
    expect(res.statusCode, res.body).toBe(204);
    expect((await admin.api.call('GET', `/shipments/${shipment.id}`)).statusCode).toBe(404);
    expect(await shipmentsOf(admin.api, quotation.id)).toEqual([]);
    const moved = await moveQuotation(admin.api, quotation.id, 'Draft');
    expect(moved.statusCode, moved.body).toBe(200);
  });

  it('answers 409 asking to cancel first once a milestone has an actual, and deletes it once cancelled', async () => {
    const { shipment } = await runningShipment();
    const [booked] = shipment.milestones;
    const set = await admin.api.call(
      'PUT',
      `/shipment_milestones/${booked.id}`,
      { actual_at: '2026-11-20T10:00:00Z' },
      { 'if-match': String(booked.version) },
    );
    expect(set.statusCode, set.body).toBe(200);
    const version = set.json().version;
    const refused = await remove(shipment.id, version);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(
      `Shipment ${shipment.shipment_number} has recorded milestones or tracking events. Cancel it first, then delete it.`,
    );
    expect((await admin.api.call('GET', `/shipments/${shipment.id}`)).statusCode).toBe(200);

    const cancelled = await admin.api.call(
      'PUT',
      `/shipments/${shipment.id}`,
      { status: 'Cancelled' },
      { 'if-match': String(version) },
    );
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().status).toBe('Cancelled');
    expect((await remove(shipment.id, cancelled.json().version)).statusCode).toBe(204);
  });

  it('answers 409 once a tracking event came, even unmatched', async () => {
    const { shipment } = await runningShipment();
    const event = { eventId: 'foh-1', statusCode: 'FOH', eventDateTime: '2026-11-20T10:00:00Z' };
    expect((await admin.api.call('POST', `/shipments/${shipment.id}/events`, event)).statusCode).toBe(202);
    expect((await remove(shipment.id, shipment.version)).statusCode).toBe(409);
  });

  it('answers 412 on a stale version and 404 for an unknown shipment, deleting nothing', async () => {
    const { shipment } = await runningShipment();
    const stale = await remove(shipment.id, shipment.version + 5);
    expect(stale.statusCode).toBe(412);
    expect((await admin.api.call('GET', `/shipments/${shipment.id}`)).statusCode).toBe(200);
    expect((await remove(999999, 1)).statusCode).toBe(404);
  });

  it('needs shipments:delete: view and edit answer 403', async () => {
    const { shipment } = await runningShipment();
    const refused: PermissionMap[] = [{ shipments: ['view'] }, { shipments: ['view', 'edit'] }];
    for (const grants of refused) {
      const { cookie } = await admin.t.signedInUser({ grants });
      expect((await remove(shipment.id, shipment.version, cookie)).statusCode).toBe(403);
    }
    const { cookie } = await admin.t.signedInUser({ grants: { shipments: ['view', 'delete'] } });
    expect((await remove(shipment.id, shipment.version, cookie)).statusCode).toBe(204);
  });
});
