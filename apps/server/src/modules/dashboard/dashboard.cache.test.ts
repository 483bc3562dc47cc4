import type { Dashboard } from '@freight/domain';
import { describe, expect, it } from 'vitest';
import { type TestApp, useTestApp } from '../../../test/test-app';
import type { AuthContext } from '../../platform/auth-context';
import { WriteClearedCache } from '../../platform/write-cleared-cache';
import { contacts } from '../contacts/contacts.table';
import { quotations } from '../quotations/quotations.table';
import { shipmentLegs, shipmentMilestones, shipments } from '../shipments/shipments.table';
import { interactions } from '../support/support.table';
import { tasks } from '../tasks/tasks.table';
import { dashboardFor } from './dashboard.service';

/**
 * The dashboard's company-wide sections kept between reads (a window long enough that only a write can end it
 * within a test), and the caller's own sections read every time.
 */
let t: TestApp;
let cookie: string;
let userId: number;
let adminCookie: string;
let serial = 0;

useTestApp(
  async (app) => {
    t = app;
    const me = await t.signedInUser({
      grants: { dashboard: ['view'], contacts: ['view', 'create'], tasks: ['view'], quotations: ['view'] },
    });
    cookie = me.cookie;
    userId = me.user.id;
    adminCookie = (await t.signedInUser({ role: 'admin' })).cookie;
  },
  { dashboardCacheMs: 60_000 },
);

async function dashboard(as = cookie) {
  const res = await t.call('GET', '/dashboard', as);
  expect(res.statusCode).toBe(200);
  return res.json() as Dashboard;
}

/** A shipment on its way, written straight to the tables (as another process would). */
async function shipmentOnItsWay(client: string) {
  serial += 1;
  const [row] = await t.db
    .insert(shipments)
    .values({
      shipment_number: `SH-CACHE-${serial}`,
      quotation_number: `QT-CACHE-${serial}`,
      revision: 1,
      transport_mode: 'Air',
      currency: 'KWD',
      client_name: client,
      destination_code: 'KWKWI',
    })
    .returning({ id: shipments.id });
  return row!.id;
}

async function signedInAs(sessionCookie: string): Promise<AuthContext> {
  const res = await t.call('GET', '/auth/me', sessionCookie);
  const { user, permissions } = res.json() as Pick<AuthContext, 'user' | 'permissions'>;
  return { sessionId: 'dashboard-cache-test', user, permissions };
}

describe('the dashboard between writes', () => {
  it('sends only the caller’s own statements on a second read', async () => {
    await dashboard();
    const first = await t.recordStatements(() => t.call('GET', '/dashboard', cookie));
    await t.call('POST', '/contacts', cookie, { name: 'Núñez Logística' });
    const afterWrite = await t.recordStatements(() => t.call('GET', '/dashboard', cookie));
    const second = await t.recordStatements(() => t.call('GET', '/dashboard', cookie));
    expect(second.length).toBe(first.length);
    // The write emptied the cache: the next read sent the company-wide statements again.
    expect(afterWrite.length).toBeGreaterThan(second.length);
  });

  it('sends one statement for each of the caller’s own sections once the rest is kept', async () => {
    await dashboard(adminCookie);
    const sent = await t.recordStatements(() => t.call('GET', '/dashboard', adminCookie));
    // The session is known to this process by now; what is left is the dashboard's own.
    const own = sent.filter((text) => !/"(sessions|users|user_module_permissions)"/.test(text));
    expect(own).toHaveLength(2);
    expect(own.filter((text) => /from "tasks"/.test(text))).toHaveLength(1);
    expect(own.filter((text) => /from "week"/.test(text))).toHaveLength(1);
  });

  it('shows a change made through the API at once', async () => {
    const before = (await dashboard()).contacts!.total;
    const res = await t.call('POST', '/contacts', cookie, { name: 'شركة الشحن' });
    expect(res.statusCode).toBe(201);
    expect((await dashboard()).contacts!.total).toBe(before + 1);
  });

  it('keeps a company-wide figure written around the app until the window ends or a write', async () => {
    const before = (await dashboard()).contacts!.total;
    await t.db.insert(contacts).values({ name: 'Written straight to the table' });
    expect((await dashboard()).contacts!.total).toBe(before);
    await t.call('POST', '/contacts', cookie, { name: 'Ōsaka Kaiun' });
    expect((await dashboard()).contacts!.total).toBe(before + 2);
  });

  it('reads the caller’s own tasks on every request', async () => {
    const before = (await dashboard()).tasks!.open_total;
    await t.db.insert(tasks).values({ title: 'Call the carrier', created_by_user_id: userId });
    expect((await dashboard()).tasks!.open_total).toBe(before + 1);
  });
});

describe('every company-wide section kept', () => {
  it('is read again after any write through the API, each one', async () => {
    const before = await dashboard(adminCookie);
    serial += 1;
    await t.db.insert(quotations).values({
      quotation_number: `QT-CACHE-Q${serial}`,
      client_name: 'Müller Spedition',
      status: 'Pending',
      currency: 'EUR',
      start_date: '2026-01-10',
      created_date: '2026-01-10',
      valid_until_date: '2026-02-10',
    });
    await t.db.insert(interactions).values({
      date: '2026-01-10',
      channel: 'WhatsApp',
      subject: 'Consulta de tarifa',
      description: 'x',
    });
    const shipmentId = await shipmentOnItsWay('Kuwait Freight Co.');
    await t.db.insert(shipmentMilestones).values({
      shipment_id: shipmentId,
      key: 'departed',
      label: 'Departed',
      sequence: 1,
      planned_at: '2001-01-01T00:00:00.000Z',
    });

    const kept = await dashboard(adminCookie);
    expect(kept.quotations!.active_quotations.total).toBe(before.quotations!.active_quotations.total);
    expect(kept.support!.recent).toEqual(before.support!.recent);
    expect(kept.shipments!.late_milestones.total).toBe(before.shipments!.late_milestones.total);

    await t.call('POST', '/contacts', adminCookie, { name: 'Ōsaka Kaiun' });
    const after = await dashboard(adminCookie);
    expect(after.quotations!.active_quotations.total).toBe(before.quotations!.active_quotations.total + 1);
    expect(after.support!.recent[0]!.subject).toBe('Consulta de tarifa');
    expect(after.shipments!.late_milestones.total).toBe(before.shipments!.late_milestones.total + 1);
    expect(after.shipments!.late_milestones.rows[0]).toMatchObject({
      shipment_id: shipmentId,
      label: 'Departed',
    });
  });

  it('is read again once its window has passed', async () => {
    let clock = 1_000_000;
    const cache = new WriteClearedCache<unknown>(5_000, () => clock);
    const auth = await signedInAs(adminCookie);
    const before = (await dashboardFor(t.db, auth, new Date(), cache)).contacts!.total;
    await t.db.insert(contacts).values({ name: 'Straße & Söhne' });
    clock += 4_999;
    expect((await dashboardFor(t.db, auth, new Date(), cache)).contacts!.total).toBe(before);
    clock += 1;
    expect((await dashboardFor(t.db, auth, new Date(), cache)).contacts!.total).toBe(before + 1);
  });

  it('is answered only to callers who may see it', async () => {
    await dashboard(adminCookie);
    const contactsOnly = await t.signedInUser({ grants: { dashboard: ['view'], contacts: ['view'] } });
    expect(Object.keys(await dashboard(contactsOnly.cookie)).sort()).toEqual(['contacts', 'generated_at']);
  });
});

describe('the week’s arrivals', () => {
  it('are read on every request, in the caller’s week', async () => {
    const before = (await dashboard(adminCookie)).shipments!.arriving_this_week;
    const shipmentId = await shipmentOnItsWay('Δέλτα Ναυτιλιακή');
    const eta = new Date().toISOString();
    await t.db.insert(shipmentLegs).values({ shipment_id: shipmentId, transport_mode: 'Air', eta });
    const after = (await dashboard(adminCookie)).shipments!.arriving_this_week;
    expect(after.total).toBe(before.total + 1);
    expect(after.rows).toContainEqual({
      id: shipmentId,
      shipment_number: `SH-CACHE-${serial}`,
      client_name: 'Δέλτα Ναυτιλιακή',
      destination_code: 'KWKWI',
      eta,
    });
  });

  it('answer the week even when nothing arrives in it', async () => {
    const { cookie: viewer } = await t.signedInUser({ grants: { dashboard: ['view'], shipments: ['view'] } });
    await t.db.delete(shipmentLegs);
    await t.db.delete(shipments);
    const week = (await dashboard(viewer)).shipments!.arriving_this_week;
    expect(week).toMatchObject({ total: 0, rows: [] });
    expect(Date.parse(week.week_end) - Date.parse(week.week_start)).toBe(7 * 24 * 3_600_000);
    expect(Date.parse(week.week_start)).toBeLessThanOrEqual(Date.now());
  });
});
