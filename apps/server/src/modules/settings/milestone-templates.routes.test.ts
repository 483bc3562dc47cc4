import { defaultMilestoneTemplates, type MilestoneTemplates } from '@freight/domain';
import { describe, expect, it } from 'vitest';
import { adminQuotationApi } from '../quotations/quotation-contents.fixtures';
import { moveQuotation, quotationWithContents, shipmentOf } from '../shipments/shipments.fixtures';

const admin = adminQuotationApi();
const URL = '/settings/milestone_templates';

async function current() {
  const res = await admin.api.call('GET', URL);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { templates: MilestoneTemplates; version: number };
}

function save(templates: MilestoneTemplates, version: number, cookie?: string) {
  const headers = { 'if-match': String(version) };
  if (cookie) return admin.t.call('PUT', URL, cookie, { templates }, headers);
  return admin.api.call('PUT', URL, { templates }, headers);
}

async function airShipment() {
  const q = await quotationWithContents(admin.api, { transport_mode: 'Air' });
  await moveQuotation(admin.api, q.id, 'Active');
  return shipmentOf(admin.api, q.id);
}

/** An air template of three steps: a cut-off 6 hours before the main ETD, departure, and delivery on arrival. */
const customAir = [
  { key: 'cutoff', label: 'Cargo cut-off', planned_from: { leg: 'main', time: 'etd' }, offset_hours: -6 },
  { key: 'departed', label: 'Despegado', planned_from: { leg: 'main', time: 'etd' }, moves_to: 'InTransit' },
  {
    key: 'delivered',
    label: 'تم التسليم',
    planned_from: { leg: 'last', time: 'eta' },
    moves_to: 'Delivered',
  },
] as MilestoneTemplates['air'];

describe('milestone templates in Settings', () => {
  it('answers the default templates at version 1 until saved', async () => {
    const settings = await current();
    expect(settings.version).toBe(1);
    expect(settings.templates).toEqual(defaultMilestoneTemplates());
  });

  it('saves with If-Match; new shipments take the stored steps, running ones keep theirs', async () => {
    const before = await airShipment();
    const settings = await current();
    const saved = await save({ ...settings.templates, air: customAir }, settings.version);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().version).toBe(settings.version + 1);
    expect(saved.json().templates.air).toEqual(customAir);

    const after = await airShipment();
    expect(after.milestones.map((m: { label: string }) => m.label)).toEqual([
      'Cargo cut-off',
      'Despegado',
      'تم التسليم',
    ]);
    const kept = (await admin.api.call('GET', `/shipments/${before.id}`)).json();
    expect(kept.milestones.map((m: { key: string }) => m.key)).toEqual(
      before.milestones.map((m: { key: string }) => m.key),
    );

    // The leg's ETD plans the cut-off six hours earlier; the departure's actual moves the status.
    const leg = after.legs[0];
    const moved = await admin.api.call(
      'PUT',
      `/shipment_legs/${leg.id}`,
      { etd: '2026-12-03T18:00:00Z' },
      { 'if-match': String(leg.version) },
    );
    expect(moved.statusCode, moved.body).toBe(200);
    const planned = (await admin.api.call('GET', `/shipments/${after.id}`)).json();
    expect(planned.milestones.map((m: { planned_at: string | null }) => m.planned_at)).toEqual([
      '2026-12-03T12:00:00.000Z',
      '2026-12-03T18:00:00.000Z',
      null,
    ]);
    const departed = planned.milestones[1];
    const set = await admin.api.call(
      'PUT',
      `/shipment_milestones/${departed.id}`,
      { actual_at: '2026-12-03T18:20:00Z' },
      { 'if-match': String(departed.version) },
    );
    expect(set.json().status).toBe('InTransit');

    await save(defaultMilestoneTemplates(), saved.json().version);
  });

  it('refuses duplicate codes and unknown statuses naming the row, and changes nothing', async () => {
    const settings = await current();
    const templates = defaultMilestoneTemplates();
    templates.sea[1] = { ...templates.sea[1]!, key: 'booking_confirmed' };
    templates.rail[0] = { ...templates.rail[0]!, moves_to: 'Shipped' as never };
    const res = await save(templates, settings.version);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({
      'templates.sea.1.key': 'Code "booking_confirmed" is used twice in Sea',
      'templates.rail.0.moves_to': 'Moves to must be one of In transit, Arrived, Delivered, Closed',
    });
    expect(await current()).toEqual(settings);
  });

  it('answers 412 on a stale version', async () => {
    const settings = await current();
    const res = await save(settings.templates, settings.version - 1 || 99);
    expect(res.statusCode).toBe(412);
  });

  it('everyone signed in reads them; saving needs settings:edit', async () => {
    const settings = await current();
    const { cookie } = await admin.t.signedInUser({ grants: { settings: ['view'] } });
    expect((await admin.t.call('GET', URL, cookie)).statusCode).toBe(200);
    expect((await save(settings.templates, settings.version, cookie)).statusCode).toBe(403);
    const editor = await admin.t.signedInUser({ grants: { settings: ['view', 'edit'] } });
    expect((await save(settings.templates, settings.version, editor.cookie)).statusCode).toBe(200);
  });
});
