import { eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminQuotationApi, quotationApi } from '../quotations/quotation-contents.fixtures';
import { tasks } from '../tasks/tasks.table';
import { notifyLateMilestones } from './shipment-late-milestones.job';
import { moveQuotation, quotationWithContents, shipmentOf } from './shipments.fixtures';
import { shipmentMilestones } from './shipments.table';

const admin = adminQuotationApi();

interface Milestone {
  id: number;
  key: string;
  version: number;
  status: string;
  late_notified_at: string | null;
}

type Api = typeof admin.api;

async function runningShipment(api: Api = admin.api) {
  const q = await quotationWithContents(api, { transport_mode: 'Air' });
  await moveQuotation(api, q.id, 'Active');
  return shipmentOf(api, q.id);
}

function setMilestone(milestone: Milestone, body: object, api: Api = admin.api) {
  return api.call('PUT', `/shipment_milestones/${milestone.id}`, body, {
    'if-match': String(milestone.version),
  });
}

async function tasksOf(shipmentNumber: string) {
  return admin.t.db
    .select()
    .from(tasks)
    .where(like(tasks.title, `${shipmentNumber}:%`));
}

async function lateNotices(shipmentNumber: string) {
  const res = await admin.api.call('GET', '/notifications?kind=milestone_late&limit=100');
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data as { title: string }[]).filter((n) => n.title.startsWith(shipmentNumber));
}

describe('the late milestones job', () => {
  it('makes one task and one notification for the owner however often it runs, also twice at once', async () => {
    const shipment = await runningShipment();
    const departed = shipment.milestones.find((m: Milestone) => m.key === 'departed');
    const planned = await setMilestone(departed, { planned_at: '2026-01-05T10:00:00Z' });
    expect(planned.statusCode, planned.body).toBe(200);
    const late = planned.json().milestones.find((m: Milestone) => m.key === 'departed');
    expect(late.status).toBe('late');

    await notifyLateMilestones(admin.t.db);
    await notifyLateMilestones(admin.t.db);
    await Promise.all([notifyLateMilestones(admin.t.db), notifyLateMilestones(admin.t.db)]);
    await notifyLateMilestones(admin.t.db);

    const made = await tasksOf(shipment.shipment_number);
    expect(made.map((t) => t.title)).toEqual([`${shipment.shipment_number}: Departed is late`]);
    expect(made[0]).toMatchObject({ priority: 'high', client_name: 'Ñandú Logística S.A.' });
    const notices = await lateNotices(shipment.shipment_number);
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ record_kind: 'task', record_id: made[0]!.id });

    // The actual arrives late: no second task, and the mark stays so the milestone is never chased again.
    const done = await setMilestone(late, { actual_at: '2026-01-06T08:00:00Z' });
    expect(done.statusCode, done.body).toBe(200);
    const recorded = done.json().milestones.find((m: Milestone) => m.key === 'departed');
    expect(recorded).toMatchObject({ status: 'done', late_notified_at: expect.any(String) });
    await notifyLateMilestones(admin.t.db);
    const undone = await setMilestone(recorded, { actual_at: null });
    expect(undone.statusCode, undone.body).toBe(200);
    await notifyLateMilestones(admin.t.db);
    expect(await tasksOf(shipment.shipment_number)).toHaveLength(1);
    expect(await lateNotices(shipment.shipment_number)).toHaveLength(1);
  });

  it('leaves milestones planned later, recorded ones and those of a cancelled shipment alone', async () => {
    const shipment = await runningShipment();
    const [booked, received, departed] = shipment.milestones as Milestone[];
    await setMilestone(booked!, { planned_at: '2026-01-01T00:00:00Z', actual_at: '2026-01-01T00:00:00Z' });
    await setMilestone(received!, { planned_at: '2999-01-01T00:00:00Z' });
    await notifyLateMilestones(admin.t.db);
    expect(await tasksOf(shipment.shipment_number)).toEqual([]);

    const cancelled = await admin.api.call('PUT', `/shipments/${shipment.id}`, { status: 'Cancelled' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    await setMilestone(departed!, { planned_at: '2026-01-01T00:00:00Z' });
    await notifyLateMilestones(admin.t.db);
    expect(await tasksOf(shipment.shipment_number)).toEqual([]);
    const [row] = await admin.t.db
      .select()
      .from(shipmentMilestones)
      .where(eq(shipmentMilestones.id, departed!.id));
    expect(row?.late_notified_at).toBeNull();
  });
});

describe("a late milestone in its owner's language", () => {
  it("writes a Spanish owner's task and notification in Spanish, a default milestone named in it", async () => {
    const api = quotationApi(admin.t, (await admin.t.signedInUser({ role: 'admin' })).cookie);
    const profile = (await api.call('GET', '/user_profiles')).json().data[0];
    const spanish = await api.call('PUT', `/user_profiles/${profile.id}`, { language: 'es' });
    expect(spanish.statusCode, spanish.body).toBe(200);
    const shipment = await runningShipment(api);
    const departed = shipment.milestones.find((m: Milestone) => m.key === 'departed');
    const planned = await setMilestone(departed, { planned_at: '2026-01-05T10:00:00Z' }, api);
    expect(planned.statusCode, planned.body).toBe(200);

    await notifyLateMilestones(admin.t.db);
    const [task] = await tasksOf(shipment.shipment_number);
    expect(task).toMatchObject({
      title: `${shipment.shipment_number}: Salida está retrasado`,
      description: `Previsto para el 5 ene 2026 10:00 UTC; aún no se ha registrado la hora real. Embarque: /shipments/${shipment.id}`,
    });
    const res = await api.call('GET', `/notifications?kind=milestone_late&record_id=${task!.id}`);
    expect(res.json().data[0].title).toBe(`${shipment.shipment_number}: Salida está retrasado`);
  });
});
