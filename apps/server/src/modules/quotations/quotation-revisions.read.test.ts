import { describe, expect, it } from 'vitest';
import { revise, sendingTestApp, sentQuote } from './quotation-revisions.fixtures';

/** Reading revisions: the list, the diff between two, and lists showing the newest only. */
const app = sendingTestApp({ admin: { first_name: 'Ada', last_name: 'Reviser' } });

describe('GET /quotations/{id}/revisions and the diff', () => {
  it('lists every revision newest first, from any of them, with who made each', async () => {
    const { q } = await sentQuote(app.api);
    const rev2 = (await revise(app.api, q.id)).json();
    for (const id of [q.id, rev2.id]) {
      const res = await app.api.call('GET', `/quotations/${id}/revisions`);
      expect(res.statusCode).toBe(200);
      const rows = res.json().data;
      expect(
        rows.map((r: { id: number; revision: number; superseded: boolean }) => [
          r.id,
          r.revision,
          r.superseded,
        ]),
      ).toEqual([
        [rev2.id, 2, false],
        [q.id, 1, true],
      ]);
      expect(rows[0]).toMatchObject({
        status: 'Working',
        total_cost: 350,
        currency: 'USD',
        made_by: { name: 'Ada Reviser' },
      });
    }
    expect((await app.api.call('GET', '/quotations/999999/revisions')).statusCode).toBe(404);
  });

  it('shows fields and a cost and cargo line changed, added and removed, pairing each line with its copy', async () => {
    const { q } = await sentQuote(app.api);
    const rev2 = (await revise(app.api, q.id)).json();
    const boxes = (await app.api.call('GET', `/box_items?quotation_id=${rev2.id}`)).json().data;
    const costs = (await app.api.call('GET', `/cost_items?quotation_id=${rev2.id}`)).json().data;
    expect((await app.api.call('PUT', `/box_items/${boxes[0].id}`, { quantity: 5 })).statusCode).toBe(200);
    expect((await app.api.call('PUT', `/cost_items/${costs[0].id}`, { total_cost: 400 })).statusCode).toBe(
      200,
    );
    await app.api.addCostLine(rev2.id, { description: 'Insurance', total_cost: 25 });
    await app.api.addCargoLine(rev2.id, { name: 'Drum' });
    expect((await app.api.call('PUT', `/quotations/${rev2.id}`, { notes: 'Revised offer' })).statusCode).toBe(
      200,
    );

    const res = await app.api.call('GET', `/quotations/${rev2.id}/revisions/diff?from=${q.id}&to=${rev2.id}`);
    expect(res.statusCode, res.body).toBe(200);
    const diff = res.json();
    expect(diff.from).toEqual({ id: q.id, revision: 1 });
    expect(diff.to).toEqual({ id: rev2.id, revision: 2 });
    expect(diff.fields).toContainEqual({
      field: 'notes',
      label: 'Notes',
      old: 'Handle with care',
      new: 'Revised offer',
    });
    expect(diff.fields).toContainEqual({ field: 'total_cost', label: 'Total cost', old: 350, new: 425 });
    expect(diff.fields).toContainEqual({
      field: 'status',
      label: 'Status',
      old: 'OnClientReview',
      new: 'Working',
    });
    expect(diff.cargo.map((l: { change: string; label: string }) => [l.change, l.label])).toEqual([
      ['changed', 'Pallet'],
      ['added', 'Drum'],
    ]);
    expect(diff.cargo[0].fields).toContainEqual({ field: 'quantity', label: 'Quantity', old: 2, new: 5 });
    expect(diff.costs.map((l: { change: string; label: string }) => [l.change, l.label])).toEqual([
      ['changed', 'Trucking to port'],
      ['added', 'Insurance'],
    ]);
    expect(diff.costs[0].fields).toContainEqual({ field: 'total_cost', label: 'Total', old: 350, new: 400 });

    // Removing a line in revision 2 shows it removed.
    expect((await app.api.call('DELETE', `/box_items/${boxes[0].id}`)).statusCode).toBe(204);
    const after = (
      await app.api.call('GET', `/quotations/${q.id}/revisions/diff?from=${q.id}&to=${rev2.id}`)
    ).json();
    expect(after.cargo.map((l: { change: string }) => l.change)).toEqual(['added', 'removed']);
  });

  it('refuses revisions of another quote and missing parameters with 400', async () => {
    const { q } = await sentQuote(app.api);
    const other = await app.api.newQuotation();
    const res = await app.api.call('GET', `/quotations/${q.id}/revisions/diff?from=${other.id}&to=${q.id}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ from: 'Both revisions must belong to this quote' });
    const missing = await app.api.call('GET', `/quotations/${q.id}/revisions/diff?from=${q.id}`);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields.to).toBe('Choose the to revision');
  });
});

describe('lists show each quote once, as its newest revision', () => {
  it('hides superseded revisions from lists, counts, search and the dashboard unless asked', async () => {
    const { q } = await sentQuote(app.api, { client_name: 'Unique Revisions Ltd' });
    const before = (await app.api.call('GET', '/quotations/counts')).json();
    const dashboardBefore = (await app.api.call('GET', '/dashboard')).json().quotations;
    const rev2 = (await revise(app.api, q.id)).json();
    const list = (await app.api.call('GET', '/quotations?search=Unique Revisions')).json();
    expect(list.data.map((r: { id: number }) => r.id)).toEqual([rev2.id]);
    const all = (
      await app.api.call('GET', '/quotations?search=Unique Revisions&include_superseded=true')
    ).json();
    expect(all.data.map((r: { id: number }) => r.id).sort()).toEqual([q.id, rev2.id].sort());
    const onlyOld = (await app.api.call('GET', '/quotations?search=Unique Revisions&superseded=true')).json();
    expect(onlyOld.data.map((r: { id: number }) => r.id)).toEqual([q.id]);
    const bad = await app.api.call('GET', '/quotations?include_superseded=maybe');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe('include_superseded must be true or false');

    const counts = (await app.api.call('GET', '/quotations/counts')).json();
    expect(counts.total).toBe(before.total);
    expect(counts.OnClientReview).toBe(before.OnClientReview - 1);
    expect(counts.Working).toBe(before.Working + 1);

    const dashboard = (await app.api.call('GET', '/dashboard')).json().quotations;
    const pipelineTotal = (d: { pipeline: { count: number }[] }) =>
      d.pipeline.reduce((n, s) => n + s.count, 0);
    expect(pipelineTotal(dashboard)).toBe(pipelineTotal(dashboardBefore));
    const recentIds = dashboard.recent.map((r: { id: number }) => r.id);
    expect(recentIds).toContain(rev2.id);
    expect(recentIds).not.toContain(q.id);
    expect(dashboard.recent.find((r: { id: number }) => r.id === rev2.id).revision).toBe(2);

    const search = (await app.api.call('GET', '/search?q=Unique Revisions')).json();
    const group = search.groups?.find((g: { kind: string }) => g.kind === 'quotation') ?? search.quotation;
    expect(JSON.stringify(search)).toContain(`${q.quotation_number} rev 2`);
    expect(group).toBeTruthy();
    expect(group.total).toBe(1);
  });
});
