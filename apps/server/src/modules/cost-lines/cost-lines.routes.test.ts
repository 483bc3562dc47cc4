import { orderCostLines } from '@freight/domain';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { seededListSortProblems } from '../../../test/sort-order';
import { type TestApp, useTestApp } from '../../../test/test-app';
import { quotationApi } from '../quotations/quotation-contents.fixtures';
import { costLineList } from './cost-lines.list';

let t: TestApp;
let api: ReturnType<typeof quotationApi>;
let categories: Record<string, number>;

useTestApp(async (app) => {
  t = app;
  api = quotationApi(t, (await t.signedInUser({ role: 'admin' })).cookie);
  categories = await api.categories();
});

type Item = { id: number; description: string; total_cost: number };
const list = async (quotationId: number, extra = '') =>
  (await api.call('GET', `/cost_items?quotation_id=${quotationId}${extra}`)).json();
const descriptions = (page: { data: Item[] }) => page.data.map((i) => i.description);

describe('creating a cost item', () => {
  it('defaults to Origin, Fixed, quantity 1, last in the list, with its category embedded', async () => {
    const q = await api.newQuotation();
    await api.addCostLine(q.id);
    const res = await api.call('POST', '/cost_items', {
      quotation_id: q.id,
      category_id: categories.customs,
      description: 'Clearance',
      total_cost: '250.50',
    });
    expect(res.statusCode).toBe(201);
    const item = res.json();
    expect(item).toMatchObject({
      quotation_id: q.id,
      location: 'Origin',
      calculation_method: 'Fixed',
      quantity: 1,
      total_cost: 250.5,
      is_sub_item: false,
      parent_id: null,
      sort_order: 1,
      category_id_related: { id: categories.customs, name: 'customs' },
      version: 1,
    });
    expect(item).not.toHaveProperty('entered_total_cost');
  });

  it.each([
    [{ description: '' }, 'description', 'Description is required'],
    [{ category_id: undefined }, 'category_id', 'Please select a category'],
    [{ category_id: 999999 }, 'category_id', 'Please select a category'],
    [{ location: 'Sea' }, 'location', 'Location must be Origin or Destination'],
    [
      { calculation_method: 'Hourly' },
      'calculation_method',
      'Calculation method must be Fixed, CBM, Weight or Chargeable',
    ],
    [{ rate: -1 }, 'rate', 'Rate cannot be negative'],
    [{ is_sub_item: true }, 'parent_id', 'Please select a parent item'],
  ])('refuses %j: %s "%s"', async (fields, field, message) => {
    const q = await api.newQuotation();
    const res = await api.call('POST', '/cost_items', {
      quotation_id: q.id,
      category_id: categories.packaging,
      description: 'Line',
      ...fields,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields[field]).toBe(message);
  });

  it('refuses a buy currency the quotation cannot convert with EXCHANGE_RATE_MISSING on buy_currency', async () => {
    const q = await api.newQuotation();
    const res = await api.call('POST', '/cost_items', {
      quotation_id: q.id,
      category_id: categories.packaging,
      description: 'Trucking Kuwait City',
      total_cost: 100,
      buy_total: 30,
      buy_currency: 'KWD',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      code: 'EXCHANGE_RATE_MISSING',
      fields: { buy_currency: expect.stringMatching(/^No exchange rate KWD→USD on this quotation/) },
    });
    expect((await list(q.id)).total).toBe(0);
  });

  it('refuses an unknown quotation with 400', async () => {
    const res = await api.call('POST', '/cost_items', {
      quotation_id: 999999,
      category_id: categories.packaging,
      description: 'Line',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ quotation_id: 'Quotation not found' });
  });
});

describe('totals computed by the server', () => {
  it('Fixed is the entered total; without one, quantity x unit cost', async () => {
    const q = await api.newQuotation();
    const fixed = await api.addCostLine(q.id, { total_cost: 120, quantity: 5, unit_cost: 7 });
    expect(fixed.total_cost).toBe(120);
    const byQuantity = await api.addCostLine(q.id, { total_cost: null, quantity: 3, unit_cost: 12.5 });
    expect(byQuantity.total_cost).toBe(37.5);
    const cheaper = await api.call('PUT', `/cost_items/${byQuantity.id}`, { unit_cost: 10 });
    expect(cheaper.json().total_cost).toBe(30);
    const entered = await api.call('PUT', `/cost_items/${byQuantity.id}`, { total_cost: 99 });
    expect(entered.json().total_cost).toBe(99);
    const more = await api.call('PUT', `/cost_items/${byQuantity.id}`, { quantity: 10 });
    expect(more.json().total_cost).toBe(99);
    expect((await api.getQuotation(q.id)).total_cost).toBe(219);
  });

  it('CBM is rate x total CBM and Weight is rate x total weight, whatever total the client sends', async () => {
    const q = await api.newQuotation();
    await api.addCargoLine(q.id, {
      volume_value: 2.5,
      volume_unit: 'cbm',
      weight_value: 300,
      weight_unit: 'kg',
    });
    const cbm = await api.addCostLine(q.id, { calculation_method: 'CBM', rate: 40, total_cost: 1 });
    expect(cbm.total_cost).toBe(100);
    const weight = await api.addCostLine(q.id, { calculation_method: 'Weight', rate: '0.5', total_cost: 1 });
    expect(weight.total_cost).toBe(150);
    const noRate = await api.addCostLine(q.id, {
      calculation_method: 'CBM',
      rate: null,
      quantity: 2,
      unit_cost: 3,
    });
    expect(noRate.total_cost).toBe(6);
    expect((await api.getQuotation(q.id)).total_cost).toBe(256);
  });

  it('CBM and Weight lines follow the cargo when box items are added, changed and removed', async () => {
    const q = await api.newQuotation();
    const cbm = await api.addCostLine(q.id, { calculation_method: 'CBM', rate: 100 });
    const weight = await api.addCostLine(q.id, { calculation_method: 'Weight', rate: 2 });
    await api.addCostLine(q.id, { calculation_method: 'Fixed', total_cost: 50 });
    const totals = async () => {
      const items = (await list(q.id)).data as Item[];
      return [
        items.find((i) => i.id === cbm.id)!.total_cost,
        items.find((i) => i.id === weight.id)!.total_cost,
      ];
    };
    expect(await totals()).toEqual([0, 0]);
    const box = await api.addCargoLine(q.id, { volume_value: 1.25, weight_value: 40, weight_unit: 'kg' });
    expect(await totals()).toEqual([125, 80]);
    expect((await api.getQuotation(q.id)).total_cost).toBe(255);
    await api.call('PUT', `/box_items/${box.id}`, { quantity: 2 });
    expect(await totals()).toEqual([250, 160]);
    expect((await api.getQuotation(q.id)).total_cost).toBe(460);
    await api.call('DELETE', `/box_items/${box.id}`);
    expect(await totals()).toEqual([0, 0]);
    expect((await api.getQuotation(q.id)).total_cost).toBe(50);
  });

  it("the quotation's total cost follows every create, update and delete", async () => {
    const q = await api.newQuotation();
    const a = await api.addCostLine(q.id, { total_cost: 10 });
    const b = await api.addCostLine(q.id, { total_cost: 20.25 });
    await api.addCostLine(q.id, { total_cost: 5, is_sub_item: true, parent_id: b.id });
    expect((await api.getQuotation(q.id)).total_cost).toBe(35.25);
    await api.call('PUT', `/cost_items/${a.id}`, { total_cost: 15 });
    expect((await api.getQuotation(q.id)).total_cost).toBe(40.25);
    await api.call('DELETE', `/cost_items/${b.id}`);
    expect((await api.getQuotation(q.id)).total_cost).toBe(15);
  });
});

describe('sub-items', () => {
  it('need a parent that is a regular item of the same quotation, other than themselves', async () => {
    const q = await api.newQuotation();
    const other = await api.newQuotation();
    const parent = await api.addCostLine(q.id);
    const foreign = await api.addCostLine(other.id);
    const sub = await api.addCostLine(q.id, { is_sub_item: true, parent_id: parent.id });
    expect(sub).toMatchObject({ is_sub_item: true, parent_id: parent.id });
    const invalid = 'The parent must be a regular item of the same quotation';
    for (const parentId of [foreign.id, sub.id, 999999]) {
      const res = await api.call('POST', '/cost_items', {
        quotation_id: q.id,
        category_id: categories.packaging,
        description: 'Sub',
        is_sub_item: true,
        parent_id: parentId,
      });
      expect(res.statusCode, String(parentId)).toBe(400);
      expect(res.json().error.fields.parent_id).toBe(invalid);
    }
    const self = await api.addCostLine(q.id);
    const selfParent = await api.call('PUT', `/cost_items/${self.id}`, {
      is_sub_item: true,
      parent_id: self.id,
    });
    expect(selfParent.statusCode).toBe(400);
    expect(selfParent.json().error.fields.parent_id).toBe(invalid);
    const noParent = await api.call('PUT', `/cost_items/${self.id}`, { is_sub_item: true });
    expect(noParent.json().error.fields.parent_id).toBe('Please select a parent item');
  });

  it('turning is_sub_item off clears the parent; a parent with sub-items cannot become one', async () => {
    const q = await api.newQuotation();
    const parent = await api.addCostLine(q.id);
    const other = await api.addCostLine(q.id);
    const sub = await api.addCostLine(q.id, { is_sub_item: true, parent_id: parent.id });
    const off = await api.call('PUT', `/cost_items/${sub.id}`, { is_sub_item: false });
    expect(off.json()).toMatchObject({ is_sub_item: false, parent_id: null });
    await api.call('PUT', `/cost_items/${sub.id}`, { is_sub_item: true, parent_id: parent.id });
    const moved = await api.call('PUT', `/cost_items/${sub.id}`, { parent_id: other.id });
    expect(moved.json()).toMatchObject({ is_sub_item: true, parent_id: other.id });
    const refused = await api.call('PUT', `/cost_items/${other.id}`, {
      is_sub_item: true,
      parent_id: parent.id,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields.is_sub_item).toBe('An item with sub-items cannot become a sub-item');
    const ignored = await api.call('PUT', `/cost_items/${parent.id}`, { parent_id: other.id });
    expect(ignored.json()).toMatchObject({ is_sub_item: false, parent_id: null });
  });

  it('deleting a parent deletes its sub-items', async () => {
    const q = await api.newQuotation();
    const parent = await api.addCostLine(q.id, { total_cost: 10 });
    const sub = await api.addCostLine(q.id, { is_sub_item: true, parent_id: parent.id, total_cost: 5 });
    expect((await api.call('DELETE', `/cost_items/${parent.id}`)).statusCode).toBe(204);
    expect((await api.call('GET', `/cost_items/${sub.id}`)).statusCode).toBe(404);
    expect((await api.getQuotation(q.id)).total_cost).toBe(0);
  });
});

describe('the cost breakdown list', () => {
  it('orders main items by sort_order then created_at, each followed by its sub-items, orphans last', async () => {
    const q = await api.newQuotation();
    const a = await api.addCostLine(q.id, { description: 'A', sort_order: 1 });
    const b = await api.addCostLine(q.id, { description: 'B', sort_order: 0 });
    await api.addCostLine(q.id, { description: 'A1', sort_order: 5, is_sub_item: true, parent_id: a.id });
    await api.addCostLine(q.id, { description: 'A2', sort_order: 2, is_sub_item: true, parent_id: a.id });
    const orphan = await api.addCostLine(q.id, {
      description: 'X',
      sort_order: 0,
      is_sub_item: true,
      parent_id: b.id,
    });
    await api.addCostLine(q.id, { description: 'B1', sort_order: 9, is_sub_item: true, parent_id: b.id });
    await api.addCostLine(q.id, { description: 'C', sort_order: 1 });
    // An orphan cannot be made through the API; older data may hold one (parent gone).
    await t.db.execute(sql`update cost_items set parent_id = null where id = ${orphan.id}`);
    const page = await list(q.id);
    expect(page.total).toBe(7);
    expect(descriptions(page)).toEqual(['B', 'B1', 'A', 'A2', 'A1', 'C', 'X']);
    // The SQL order is the domain's order.
    expect(descriptions({ data: orderCostLines([...page.data].reverse()) })).toEqual(descriptions(page));
    expect(page.data[0].category_id_related).toEqual({ id: categories.packaging, name: 'packaging' });
    expect(descriptions(await list(q.id, '&limit=3&offset=3'))).toEqual(['A2', 'A1', 'C']);
    expect(descriptions(await list(q.id, '&order_by=description%20DESC&limit=2'))).toEqual(['X', 'C']);
  });

  it("answers only the quotation's items: the filter is applied on the server", async () => {
    const q = await api.newQuotation();
    const other = await api.newQuotation();
    await api.addCostLine(q.id, { description: 'Mine' });
    await api.addCostLine(other.id, { description: 'Theirs' });
    const page = await list(q.id);
    expect(descriptions(page)).toEqual(['Mine']);
    expect(page.total).toBe(1);
  });

  it('serves the quotation_id filter from an index, not a scan of every cost item', async () => {
    // A test table is tiny, where a scan is cheapest; forbid scans to ask whether an index can serve it.
    const text = await t.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const plan = await tx.execute<{ 'QUERY PLAN': string }>(sql`
        explain select * from cost_items where quotation_id = 7 order by sort_order, created_at, id`);
      return plan.rows.map((r) => r['QUERY PLAN']).join('\n');
    });
    expect(text).toMatch(/Index Scan|Index Only Scan|Bitmap Index Scan/);
    expect(text).toContain('cost_items_quotation_order_idx');
  });
});

describe('reading and editing one cost item', () => {
  it('answers 404 for unknown ids and 412 for a stale If-Match', async () => {
    expect((await api.call('GET', '/cost_items/999999')).statusCode).toBe(404);
    expect((await api.call('PUT', '/cost_items/999999', { description: 'x' })).statusCode).toBe(404);
    expect((await api.call('DELETE', '/cost_items/999999')).statusCode).toBe(404);
    const q = await api.newQuotation();
    const item = await api.addCostLine(q.id, { total_cost: 10 });
    expect(
      (await api.call('PUT', `/cost_items/${item.id}`, { total_cost: 20 }, { 'if-match': '1' })).statusCode,
    ).toBe(200);
    const stale = await api.call('PUT', `/cost_items/${item.id}`, { total_cost: 30 }, { 'if-match': '1' });
    expect(stale.statusCode).toBe(412);
    expect((await api.call('GET', `/cost_items/${item.id}`)).json().total_cost).toBe(20);
    expect((await api.getQuotation(q.id)).total_cost).toBe(20);
  });

  it('a user with only quotations:view reads cost items but gets 403 on writes', async () => {
    const q = await api.newQuotation();
    const item = await api.addCostLine(q.id);
    const viewer = (await t.signedInUser({ grants: { quotations: ['view'] } })).cookie;
    expect(
      (await api.call('GET', `/cost_items?quotation_id=${q.id}`, undefined, {}, viewer)).statusCode,
    ).toBe(200);
    expect((await api.call('GET', `/cost_items/${item.id}`, undefined, {}, viewer)).statusCode).toBe(200);
    const body = { quotation_id: q.id, category_id: categories.packaging, description: 'x' };
    expect((await api.call('POST', '/cost_items', body, {}, viewer)).statusCode).toBe(403);
    expect(
      (await api.call('PUT', `/cost_items/${item.id}`, { description: 'x' }, {}, viewer)).statusCode,
    ).toBe(403);
    expect((await api.call('DELETE', `/cost_items/${item.id}`, undefined, {}, viewer)).statusCode).toBe(403);
    expect((await list(q.id)).total).toBe(1);
  });
});

describe('sorting', () => {
  it('sorts by every sortable column, ascending and descending', async () => {
    const [qa, qb, qc] = [await api.newQuotation(), await api.newQuotation(), await api.newQuotation()];
    const [low, mid, high] = Object.values(categories).sort((a, b) => a - b);
    // Each column's values are in an order of their own, neither the id order nor its reverse.
    const seeds = [
      {
        quotation: qb!.id,
        category_id: high,
        sort_order: 2,
        description: 'Sort b',
        location: 'Origin',
        calculation_method: 'Weight',
        rate: 1,
      },
      {
        quotation: qa!.id,
        category_id: low,
        sort_order: 0,
        description: 'Sort a',
        location: 'Destination',
        calculation_method: 'CBM',
        rate: 1,
      },
      {
        quotation: qc!.id,
        category_id: mid,
        sort_order: 1,
        description: 'Sort c',
        location: 'Origin',
        calculation_method: 'Fixed',
        total_cost: 5,
      },
    ];
    // The total is the server's own (rate times the shipment's CBM or weight); set it directly.
    const totals = [50, 10, 30];
    const ids: number[] = [];
    for (const [i, { quotation, ...fields }] of seeds.entries()) {
      const id = (await api.addCostLine(quotation, fields)).id as number;
      await t.db.execute(sql`update cost_items set total_cost = ${totals[i]!} where id = ${id}`);
      ids.push(id);
    }
    const problems = await seededListSortProblems({
      t,
      table: 'cost_items',
      path: '/cost_items',
      ids,
      sortable: costLineList.sortable,
      get: (url) => api.call('GET', url),
    });
    expect(problems).toEqual([]);
  });
});
