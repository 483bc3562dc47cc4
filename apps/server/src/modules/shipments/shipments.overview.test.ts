import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { Dashboard, SearchResult } from '@freight/domain';
import { describe, expect, it } from 'vitest';
import { isChange, openEventStream } from '../../../test/sse-client';
import { publishEvent } from '../../platform/events/publish-event';
import { adminQuotationApi } from '../quotations/quotation-contents.fixtures';
import { userProfiles } from '../users/users.table';
import { moveQuotation, quotationWithContents, shipmentOf } from './shipments.fixtures';

/** The shipments seen from outside their page: global search, the dashboard's cards and live updates. */
const admin = adminQuotationApi();

async function acceptedShipment(client: string) {
  const q = await quotationWithContents(admin.api, { client_name: client });
  expect((await moveQuotation(admin.api, q.id, 'Active')).statusCode).toBe(200);
  return shipmentOf(admin.api, q.id);
}

async function searchAs(cookie: string, text: string) {
  const res = await admin.t.call('GET', `/search?q=${encodeURIComponent(text)}`, cookie);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as SearchResult).groups.find((group) => group.kind === 'shipment');
}

describe('global search finds shipments', () => {
  it('by number, booking, carrier and house reference and accent-insensitive client name', async () => {
    const tag = randomUUID().slice(0, 8);
    const shipment = await acceptedShipment(`Transportes Peñalolén ${tag}`);
    const refs = { booking_reference: `BKG${tag}`, carrier_reference: `MAEU${tag}` };
    const saved = await admin.api.call('PUT', `/shipments/${shipment.id}`, refs);
    expect(saved.statusCode, saved.body).toBe(200);
    const adminCookie = (await admin.t.signedInUser({ role: 'admin' })).cookie;
    for (const text of [
      shipment.shipment_number,
      refs.booking_reference,
      refs.carrier_reference.toLowerCase(),
      shipment.house_reference,
      `penalolen ${tag}`,
    ]) {
      const group = await searchAs(adminCookie, text);
      expect(
        group?.hits.map((hit) => hit.id),
        text,
      ).toContain(shipment.id);
      const hit = group!.hits.find((h) => h.id === shipment.id)!;
      expect(hit).toMatchObject({ title: shipment.shipment_number, route: `/shipments/${shipment.id}` });
      expect(hit.subtitle).toContain(`Transportes Peñalolén ${tag}`);
    }
  });

  it('only for holders of shipments:view', async () => {
    const tag = randomUUID().slice(0, 8);
    await acceptedShipment(`Ağa Taşımacılık ${tag}`);
    const quotationsOnly = (await admin.t.signedInUser({ grants: { quotations: ['view'] } })).cookie;
    expect(await searchAs(quotationsOnly, tag)).toBeUndefined();
    const viewer = (await admin.t.signedInUser({ grants: { shipments: ['view'] } })).cookie;
    expect((await searchAs(viewer, tag))?.total).toBe(1);
  });
});

async function dashboardAs(cookie: string): Promise<Dashboard> {
  const res = await admin.t.call('GET', '/dashboard', cookie);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

describe('the dashboard’s shipment cards', () => {
  it('lists a shipment due this week and the most overdue milestones', async () => {
    const client = `الشحن السريع ${randomUUID().slice(0, 6)}`;
    const shipment = await acceptedShipment(client);
    const eta = new Date(Date.now() + 60_000).toISOString();
    await admin.api.call('PUT', `/shipment_legs/${shipment.legs[0].id}`, { eta });
    const ancient = new Date('2001-01-01T00:00:00.000Z').toISOString();
    const first = shipment.milestones[0];
    await admin.api.call('PUT', `/shipment_milestones/${first.id}`, { planned_at: ancient });
    const { user, cookie } = await admin.t.signedInUser({
      grants: { dashboard: ['view'], shipments: ['view'] },
    });
    const cards = (await dashboardAs(cookie)).shipments!;
    expect(cards.arriving_this_week.rows).toContainEqual({
      id: shipment.id,
      shipment_number: shipment.shipment_number,
      client_name: client,
      destination_code: shipment.destination_code,
      eta,
    });
    expect(cards.late_milestones.total).toBeGreaterThanOrEqual(1);
    expect(cards.late_milestones.rows[0]).toMatchObject({
      milestone_id: first.id,
      shipment_id: shipment.id,
      shipment_number: shipment.shipment_number,
      label: first.label,
      planned_at: ancient,
    });
    expect(cards.late_milestones.rows.length).toBeLessThanOrEqual(5);
    // The list answers the same ETA after the dashboard was read (they share its SQL).
    const listed = await admin.api.call(
      'GET',
      `/shipments?select=id,eta,late_milestones&search=${encodeURIComponent(client)}`,
    );
    expect(listed.json().data).toEqual([{ id: shipment.id, eta, late_milestones: 1 }]);
    // The week runs Monday 00:00 to Monday 00:00 on the user's own clock.
    await admin.t.db.insert(userProfiles).values({ user_id: user.id, timezone: 'Asia/Tokyo' });
    const tokyo = (await dashboardAs(cookie)).shipments!.arriving_this_week;
    const wallClock = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Asia/Tokyo',
      weekday: 'long',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    expect(wallClock.format(new Date(tokyo.week_start))).toBe('Monday 00:00');
    expect(Date.parse(tokyo.week_end) - Date.parse(tokyo.week_start)).toBe(7 * 24 * 3_600_000);
    expect(Date.parse(tokyo.week_start)).toBeLessThanOrEqual(Date.now());
  });

  it('are left out for a user without shipments:view', async () => {
    const { cookie } = await admin.t.signedInUser({ grants: { dashboard: ['view'], quotations: ['view'] } });
    const dashboard = await dashboardAs(cookie);
    expect(dashboard.quotations).toBeDefined();
    expect(dashboard).not.toHaveProperty('shipments');
  });
});

describe('live updates of shipments', () => {
  it('reach holders of shipments:view on every write, and nobody else', async () => {
    await admin.t.app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(admin.t.app.server.address() as AddressInfo).port}`;
    const reader = await admin.t.signedInUser({ grants: { shipments: ['view'] } });
    const outsider = await admin.t.signedInUser({ grants: { quotations: ['view'] } });
    const readerStream = await openEventStream(base, reader.cookie);
    const outsiderStream = await openEventStream(base, outsider.cookie);
    try {
      await readerStream.waitFor((m) => m.retry !== undefined);
      await outsiderStream.waitFor((m) => m.retry !== undefined);
      const shipment = await acceptedShipment(`Ōtsuka Kaiun ${randomUUID().slice(0, 6)}`);
      const heard = async (action: string) =>
        readerStream.waitFor(
          (m) => isChange('shipment', shipment.id)(m) && JSON.parse(m.data!).action === action,
        );
      await heard('created');
      await admin.api.call('PUT', `/shipments/${shipment.id}`, { booking_reference: 'BKG-LIVE' });
      await admin.api.call('PUT', `/shipment_legs/${shipment.legs[0].id}`, { voyage: '042E' });
      const before = readerStream.messages.length;
      const departed = shipment.milestones.find((m: { key: string }) => m.key === 'departed');
      await admin.api.call('PUT', `/shipment_milestones/${departed.id}`, {
        actual_at: new Date().toISOString(),
      });
      await heard('status_changed');
      expect(readerStream.messages.length).toBeGreaterThan(before);
      const updates = readerStream
        .changes()
        .filter(
          (c) =>
            (c as { kind: string }).kind === 'shipment' && (c as { ids: number[] }).ids.includes(shipment.id),
        );
      expect(updates.length).toBeGreaterThanOrEqual(4);
      // A marker both hear, sent last: once the outsider has it, they have had every shipment change.
      const marker = 900_001;
      const everyone = [reader.user.id, outsider.user.id];
      await publishEvent(admin.t.db, {
        kind: 'notification',
        action: 'created',
        ids: [marker],
        user_ids: everyone,
      });
      await outsiderStream.waitFor(isChange('notification', marker));
      expect(outsiderStream.messages.some(isChange('shipment'))).toBe(false);
    } finally {
      readerStream.close();
      outsiderStream.close();
    }
  });
});
