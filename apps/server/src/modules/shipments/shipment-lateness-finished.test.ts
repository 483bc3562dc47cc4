import type { Dashboard } from '@freight/domain';
import { like } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminQuotationApi } from '../quotations/quotation-contents.fixtures';
import { tasks } from '../tasks/tasks.table';
import { notifyLateMilestones } from './shipment-late-milestones.job';
import { moveQuotation, quotationWithContents, shipmentOf } from './shipments.fixtures';

/**
 * A delivered, closed or cancelled shipment has nothing left to chase: the milestones nobody recorded are
 * not late on its page, in the list's count and filter, on the dashboard's card, nor to the job.
 */
const admin = adminQuotationApi();
const OVERDUE = '1999-01-01T00:00:00.000Z';
const CLIENT = 'Transportes Peña y الخليج';

type Milestone = { id: number; label: string; status: string };
type Shipment = { id: number; shipment_number: string; milestones: Milestone[] };
const byStatus: Record<string, Shipment> = {};

/** A shipment moved to `status` whose first milestone was due in 1999 and never recorded. */
async function overdueShipment(status: string): Promise<Shipment> {
  const q = await quotationWithContents(admin.api, { transport_mode: 'Air', client_name: CLIENT });
  await moveQuotation(admin.api, q.id, 'Active');
  const shipment = await shipmentOf(admin.api, q.id);
  if (status !== 'Booked') {
    const moved = await admin.api.call('PUT', `/shipments/${shipment.id}`, { status });
    expect(moved.statusCode, moved.body).toBe(200);
  }
  const first = shipment.milestones[0];
  const planned = await admin.api.call('PUT', `/shipment_milestones/${first.id}`, { planned_at: OVERDUE });
  expect(planned.statusCode, planned.body).toBe(200);
  return (await admin.api.call('GET', `/shipments/${shipment.id}`)).json();
}

const FINISHED = ['Delivered', 'Closed', 'Cancelled'];

beforeAll(async () => {
  for (const status of ['Booked', ...FINISHED]) byStatus[status] = await overdueShipment(status);
});

async function listed(query: string) {
  const res = await admin.api.call('GET', `/shipments?search=${encodeURIComponent(CLIENT)}&${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { id: number; late_milestones: number }[];
}

describe('late milestones of finished shipments', () => {
  it('the shipment page shows late only while the shipment is on its way', async () => {
    const statusOfFirst = (s: Shipment) => s.milestones[0]!.status;
    expect(statusOfFirst(byStatus.Booked!)).toBe('late');
    for (const status of FINISHED) expect(statusOfFirst(byStatus[status]!), status).toBe('pending');
  });

  it('the list counts and filters late milestones of running shipments only', async () => {
    const counts = Object.fromEntries(
      (await listed('select=id,late_milestones')).map((row) => [row.id, row.late_milestones]),
    );
    expect(counts).toEqual({
      [byStatus.Booked!.id]: 1,
      [byStatus.Delivered!.id]: 0,
      [byStatus.Closed!.id]: 0,
      [byStatus.Cancelled!.id]: 0,
    });
    expect((await listed('late=true')).map((row) => row.id)).toEqual([byStatus.Booked!.id]);
    expect((await listed('late=false')).map((row) => row.id).sort()).toEqual(
      FINISHED.map((status) => byStatus[status]!.id).sort(),
    );
  });

  it("the dashboard's late card leaves finished shipments out", async () => {
    const res = await admin.api.call('GET', '/dashboard');
    expect(res.statusCode, res.body).toBe(200);
    const late = (res.json() as Dashboard).shipments!.late_milestones;
    expect(late.rows.map((row) => row.shipment_id)).toEqual([byStatus.Booked!.id]);
    expect(late).toMatchObject({ total: 1, shipments: 1 });
  });

  it('the job tells the owner of the running shipment only', async () => {
    await notifyLateMilestones(admin.t.db);
    const made = await admin.t.db.select({ title: tasks.title }).from(tasks).where(like(tasks.title, 'SH-%'));
    const running = byStatus.Booked!;
    expect(made.map((task) => task.title)).toEqual([
      `${running.shipment_number}: ${running.milestones[0]!.label} is late`,
    ]);
  });
});
