import { describe, expect, it } from 'vitest';
import { adminQuotationApi } from './quotation-contents.fixtures';

/**
 * A quotation's own history: every update records which fields changed from what to what,
 * in the update's transaction; status changes and cargo / cost line changes are actions of their own; the
 * history answers newest first with who and when, to holders of quotations:view, and 404 for an unknown one.
 */
const context = adminQuotationApi();

interface Entry {
  action: string;
  field: string | null;
  old: unknown;
  new: unknown;
  user_name: string | null;
  user_id: number | null;
  created_at: string;
  line_id: number | null;
}

const historyOf = async (id: number, cookie?: string) => {
  const res = await context.api.call('GET', `/quotations/${id}/history`, undefined, {}, cookie);
  return { status: res.statusCode, entries: (res.json().data ?? []) as Entry[] };
};

describe('quotation history', () => {
  it('records changed fields with old and new values, newest first, and not unchanged ones', async () => {
    const { api } = context;
    const q = await api.newQuotation({ notes: 'Fragile', estimated_value: 100 });
    const saved = await api.call('PUT', `/quotations/${q.id}`, {
      notes: 'Handle with care',
      estimated_value: 250,
    });
    expect(saved.statusCode).toBe(200);
    await api.call('PUT', `/quotations/${q.id}`, { notes: 'Handle with care' });
    await api.call('PUT', `/quotations/${q.id}`, { notes: 'Keep dry' });
    const { status, entries } = await historyOf(q.id);
    expect(status).toBe(200);
    expect(entries.map((e) => [e.field, e.old, e.new])).toEqual([
      ['notes', 'Handle with care', 'Keep dry'],
      ['notes', 'Fragile', 'Handle with care'],
      ['estimated_value', 100, 250],
    ]);
    expect(entries[0]).toMatchObject({ action: 'quotation.updated', user_name: 'Test User' });
    expect(entries[0]!.created_at).toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  it('a status change is its own action', async () => {
    const { api } = context;
    const q = await api.newQuotation();
    expect((await api.call('PUT', `/quotations/${q.id}`, { status: 'Working' })).statusCode).toBe(200);
    const { entries } = await historyOf(q.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: 'quotation.status_changed',
      field: 'status',
      old: 'Pending',
      new: 'Working',
    });
  });

  it('cargo and cost lines added, changed and removed are recorded against the quotation', async () => {
    const { api } = context;
    const q = await api.newQuotation();
    const box = await api.addCargoLine(q.id, { name: 'Crate', quantity: 1 });
    await api.call('PUT', `/box_items/${box.id}`, { quantity: 3 });
    const cost = await api.addCostLine(q.id, { description: 'Crating' });
    await api.call('DELETE', `/cost_items/${cost.id}`);
    const { entries } = await historyOf(q.id);
    expect(entries.map((e) => [e.action, e.field, e.old, e.new, e.line_id])).toEqual([
      ['quotation.cost_line_removed', null, 'Crating', null, cost.id],
      ['quotation.cost_line_added', null, null, 'Crating', cost.id],
      ['quotation.cargo_line_changed', 'quantity', 1, 3, box.id],
      ['quotation.cargo_line_added', null, null, 'Crate', box.id],
    ]);
  });

  it('a stale save (412) records nothing', async () => {
    const { api } = context;
    const q = await api.newQuotation({ notes: 'One' });
    await api.call('PUT', `/quotations/${q.id}`, { notes: 'Two' });
    const stale = await api.call(
      'PUT',
      `/quotations/${q.id}`,
      { notes: 'Three' },
      { 'if-match': String(q.version) },
    );
    expect(stale.statusCode).toBe(412);
    const { entries } = await historyOf(q.id);
    expect(entries.map((e) => e.new)).toEqual(['Two']);
  });

  it('needs quotations:view (403), a session (401), and an existing quotation (404)', async () => {
    const { t, api } = context;
    const q = await api.newQuotation();
    const viewer = await t.signedInUser({ grants: { quotations: ['view'] } });
    const outsider = await t.signedInUser({ grants: { contacts: ['view'] } });
    expect((await historyOf(q.id, viewer.cookie)).status).toBe(200);
    expect((await historyOf(q.id, outsider.cookie)).status).toBe(403);
    expect((await historyOf(q.id, '')).status).toBe(401);
    const missing = await api.call('GET', '/quotations/999999/history');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe('Quotation not found');
  });
});
