import { cargoLineModalDefaults } from '@freight/domain';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { seededListSortProblems } from '../../../test/sort-order';
import type { TestApp } from '../../../test/test-app';
import { adminQuotationApi, type QuotationApi } from '../quotations/quotation-contents.fixtures';
import { cargoLineList } from './cargo-lines.list';

const context = adminQuotationApi();
let t: TestApp;
let api: QuotationApi;
beforeAll(() => {
  ({ t, api } = context);
});

const post = (payload: object) => api.call('POST', '/box_items', payload);

describe('creating a box item', () => {
  it("fills the Add Item modal's defaults", async () => {
    const q = await api.newQuotation();
    const res = await post({ quotation_id: q.id, name: ' Sofa ' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      quotation_id: q.id,
      ...cargoLineModalDefaults(),
      name: 'Sofa',
      // The modal starts with an empty list; a line saved without specifications stores none.
      product_specifications: null,
      hs_code: '',
      individual_cbm: 0,
      total_cbm: 0,
      version: 1,
    });
  });

  it('computes CBM and weight from inches and pounds, whatever the client sends', async () => {
    const q = await api.newQuotation();
    const item = (
      await post({
        quotation_id: q.id,
        name: 'Box',
        length: 10,
        width: '10',
        height: 10,
        dimension_unit: 'inches',
        weight_value: 10,
        weight_unit: 'lbs',
        quantity: 2,
        individual_cbm: 99,
        total_cbm: 99,
        total_weight: 1,
      })
    ).json();
    // 10 in = 0.254 m: 0.254³ = 0.016387064 m³; 10 lb = 4.5359237 kg.
    expect(item).toMatchObject({
      individual_cbm: 0.016387,
      total_cbm: 0.032774,
      individual_weight: 4.536,
      total_weight: 9.072,
    });
  });

  it.each([
    [
      {
        length: 50,
        width: 40,
        height: 30,
        dimension_unit: 'cm',
        weight_value: 2500,
        weight_unit: 'g',
        quantity: 3,
      },
      [0.06, 0.18, 2.5, 7.5],
    ],
    [
      { length: 1.2, width: 1, height: 0.8, dimension_unit: 'm', weight_value: 40, weight_unit: 'kg' },
      [0.96, 0.96, 40, 40],
    ],
    [
      { length: 1000, width: 500, height: 200, dimension_unit: 'mm', weight_value: 1, weight_unit: 'kg' },
      [0.1, 0.1, 1, 1],
    ],
    [
      { length: 2, width: 2, height: 2, dimension_unit: 'ft', weight_value: 0, weight_unit: 'kg' },
      [0.226535, 0.226535, 0, 0],
    ],
    [
      {
        input_mode: 'volume',
        volume_value: 35.3,
        volume_unit: 'cft',
        weight_value: 100,
        weight_unit: 'lbs',
        quantity: 2,
      },
      [0.999583, 1.999166, 45.359, 90.718],
    ],
    [
      { input_mode: 'volume', volume_value: '2.5', volume_unit: 'cbm', weight_value: 300, weight_unit: 'kg' },
      [2.5, 2.5, 300, 300],
    ],
  ])('computes %j', async (fields, [individualCbm, totalCbm, individualWeight, totalWeight]) => {
    const q = await api.newQuotation();
    const item = (await post({ quotation_id: q.id, name: 'Line', ...fields })).json();
    expect([item.individual_cbm, item.total_cbm, item.individual_weight, item.total_weight]).toEqual([
      individualCbm,
      totalCbm,
      individualWeight,
      totalWeight,
    ]);
  });

  it('in volume mode ignores the dimensions, and in dimensions mode the volume', async () => {
    const q = await api.newQuotation();
    const volume = (
      await post({
        quotation_id: q.id,
        name: 'V',
        input_mode: 'volume',
        volume_value: 1,
        volume_unit: 'cbm',
        length: 9,
        width: 9,
        height: 9,
        dimension_unit: 'm',
      })
    ).json();
    expect(volume.total_cbm).toBe(1);
    const dims = (
      await post({
        quotation_id: q.id,
        name: 'D',
        length: 1,
        width: 1,
        height: 1,
        dimension_unit: 'm',
        volume_value: 50,
        volume_unit: 'cbm',
      })
    ).json();
    expect(dims.total_cbm).toBe(1);
  });

  it('keeps product specifications as a list, from tags or free text, and null when empty', async () => {
    const q = await api.newQuotation();
    const tags = (
      await post({ quotation_id: q.id, name: 'A', product_specifications: ['Fragile', ' High Value '] })
    ).json();
    expect(tags.product_specifications).toEqual(['Fragile', 'High Value']);
    const text = (
      await post({ quotation_id: q.id, name: 'B', product_specifications: 'Fragile, Perishable' })
    ).json();
    expect(text.product_specifications).toEqual(['Fragile', 'Perishable']);
    const none = (await post({ quotation_id: q.id, name: 'C', product_specifications: [] })).json();
    expect(none.product_specifications).toBeNull();
  });

  it.each([
    [{ name: '' }, 'name', 'Name is required'],
    [{ name: undefined }, 'name', 'Name is required'],
    [{ quantity: 0 }, 'quantity', 'Quantity must be at least 1'],
    [{ quantity: 1.5 }, 'quantity', 'Quantity must be a whole number'],
    [{ weight_value: -1 }, 'weight_value', 'Weight cannot be negative'],
    [{ length: 'abc' }, 'length', 'Length must be a number'],
    [{ input_mode: 'weight' }, 'input_mode', 'Input mode must be dimensions or volume'],
    [{ dimension_unit: 'yards' }, 'dimension_unit', 'Dimension unit must be inches, cm, mm, m or ft'],
  ])('refuses %j: %s "%s"', async (fields, field, message) => {
    const q = await api.newQuotation();
    const res = await post({ quotation_id: q.id, name: 'Box', ...fields });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields[field]).toBe(message);
  });

  it("needs a quotation ('Missing Quotation ID') that exists (400)", async () => {
    const missing = await post({ name: 'Box' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields.quotation_id).toBe('Missing Quotation ID');
    const unknown = await post({ quotation_id: 999999, name: 'Box' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.fields).toEqual({ quotation_id: 'Quotation not found' });
  });

  it('refuses a number too large to store with 400, and writes nothing', async () => {
    const q = await api.newQuotation();
    const res = await post({
      quotation_id: q.id,
      name: 'Huge',
      length: 1e9,
      width: 1e9,
      height: 1e9,
      dimension_unit: 'm',
    });
    expect(res.statusCode).toBe(400);
    expect((await api.call('GET', `/box_items?quotation_id=${q.id}`)).json().total).toBe(0);
  });
});

describe("the quotation's totals follow its box items", () => {
  it('after each create, update and delete, in the same transaction', async () => {
    const q = await api.newQuotation();
    const a = await api.addCargoLine(q.id, {
      volume_value: 1.5,
      weight_value: 200,
      declared_value_amount: 100,
      quantity: 2,
    });
    expect(await api.getQuotation(q.id)).toMatchObject({
      total_cbm: 3,
      total_weight: 400,
      total_declared_value: 200,
    });
    const b = await api.addCargoLine(q.id, {
      volume_value: 0.5,
      weight_value: 50,
      declared_value_amount: 19.99,
    });
    expect(await api.getQuotation(q.id)).toMatchObject({
      total_cbm: 3.5,
      total_weight: 450,
      total_declared_value: 219.99,
    });
    const updated = await api.call('PUT', `/box_items/${a.id}`, { quantity: 1 });
    expect(updated.json()).toMatchObject({ quantity: 1, total_cbm: 1.5, total_weight: 200, version: 2 });
    expect(await api.getQuotation(q.id)).toMatchObject({
      total_cbm: 2,
      total_weight: 250,
      total_declared_value: 119.99,
    });
    expect((await api.call('DELETE', `/box_items/${b.id}`)).statusCode).toBe(204);
    expect(await api.getQuotation(q.id)).toMatchObject({
      total_cbm: 1.5,
      total_weight: 200,
      total_declared_value: 100,
    });
    expect((await api.call('DELETE', `/box_items/${a.id}`)).statusCode).toBe(204);
    const empty = await api.getQuotation(q.id);
    expect(empty).toMatchObject({ total_cbm: 0, total_weight: 0, total_declared_value: 0 });
    expect(empty.version).toBe(q.version + 5);
  });

  it('an update recomputes CBM from the stored measurements and the changed ones', async () => {
    const q = await api.newQuotation();
    const item = await api.addCargoLine(q.id, {
      input_mode: 'dimensions',
      length: 1,
      width: 1,
      height: 1,
      dimension_unit: 'm',
    });
    const res = await api.call('PUT', `/box_items/${item.id}`, { dimension_unit: 'cm', total_cbm: 42 });
    expect(res.json()).toMatchObject({ individual_cbm: 0.000001, total_cbm: 0.000001, length: 1 });
    const volume = await api.call('PUT', `/box_items/${item.id}`, {
      input_mode: 'volume',
      volume_value: 3,
      volume_unit: 'cbm',
    });
    expect(volume.json().total_cbm).toBe(3);
    expect((await api.getQuotation(q.id)).total_cbm).toBe(3);
  });
});

describe('reading box items', () => {
  it("lists only the quotation's lines in creation order, filtered on the server", async () => {
    const q = await api.newQuotation();
    const other = await api.newQuotation();
    const first = await api.addCargoLine(q.id, { name: 'First' });
    await api.addCargoLine(other.id, { name: 'Elsewhere' });
    const second = await api.addCargoLine(q.id, { name: 'Second' });
    const res = await api.call('GET', `/box_items?quotation_id=${q.id}&order_by=created_at`);
    expect(res.statusCode).toBe(200);
    const list = res.json();
    expect(list.total).toBe(2);
    expect(list.data.map((i: { id: number }) => i.id)).toEqual([first.id, second.id]);
    expect(list.data.every((i: { quotation_id: number }) => i.quotation_id === q.id)).toBe(true);
  });

  it('serves the quotation_id filter in creation order from an index', async () => {
    // A test table is tiny, where a scan is cheapest; forbid scans to ask whether an index can serve it.
    const plan = await t.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const rows = await tx.execute<{ 'QUERY PLAN': string }>(
        sql`explain select * from box_items where quotation_id = 7 order by created_at, id limit 100`,
      );
      return rows.rows.map((r) => r['QUERY PLAN']).join('\n');
    });
    expect(plan).toContain('box_items_quotation_created_idx');
    expect(plan).not.toMatch(/Sort/);
  });

  it('GET by id answers the bare item; unknown ids answer 404', async () => {
    const q = await api.newQuotation();
    const item = await api.addCargoLine(q.id);
    expect((await api.call('GET', `/box_items/${item.id}`)).json()).toEqual(item);
    expect((await api.call('GET', '/box_items/999999')).statusCode).toBe(404);
    expect((await api.call('PUT', '/box_items/999999', { name: 'x' })).statusCode).toBe(404);
    expect((await api.call('DELETE', '/box_items/999999')).statusCode).toBe(404);
  });
});

describe('editing box items', () => {
  it('PUT validates what is sent and refuses an empty body', async () => {
    const q = await api.newQuotation();
    const item = await api.addCargoLine(q.id);
    const blank = await api.call('PUT', `/box_items/${item.id}`, { name: '  ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error.fields.name).toBe('Name is required');
    expect((await api.call('PUT', `/box_items/${item.id}`, {})).statusCode).toBe(400);
  });

  it('a stale If-Match answers 412 and neither the item nor the totals change', async () => {
    const q = await api.newQuotation();
    const item = await api.addCargoLine(q.id, { quantity: 1 });
    expect(
      (await api.call('PUT', `/box_items/${item.id}`, { quantity: 2 }, { 'if-match': '1' })).statusCode,
    ).toBe(200);
    const stale = await api.call('PUT', `/box_items/${item.id}`, { quantity: 5 }, { 'if-match': '1' });
    expect(stale.statusCode).toBe(412);
    expect((await api.call('GET', `/box_items/${item.id}`)).json().quantity).toBe(2);
    expect((await api.getQuotation(q.id)).total_cbm).toBe(2);
  });

  it('an item stays on its quotation: quotation_id in a PUT is ignored', async () => {
    const q = await api.newQuotation();
    const other = await api.newQuotation();
    const item = await api.addCargoLine(q.id);
    const res = await api.call('PUT', `/box_items/${item.id}`, { quotation_id: other.id, name: 'Moved?' });
    expect(res.json()).toMatchObject({ quotation_id: q.id, name: 'Moved?' });
  });
});

describe('permissions', () => {
  it('a user with only quotations:view reads box items but gets 403 on writes, and nothing changes', async () => {
    const q = await api.newQuotation();
    const item = await api.addCargoLine(q.id);
    const viewer = (await t.signedInUser({ grants: { quotations: ['view'] } })).cookie;
    expect((await api.call('GET', `/box_items?quotation_id=${q.id}`, undefined, {}, viewer)).statusCode).toBe(
      200,
    );
    expect((await api.call('GET', `/box_items/${item.id}`, undefined, {}, viewer)).statusCode).toBe(200);
    expect(
      (await api.call('POST', '/box_items', { quotation_id: q.id, name: 'x' }, {}, viewer)).statusCode,
    ).toBe(403);
    expect((await api.call('PUT', `/box_items/${item.id}`, { name: 'x' }, {}, viewer)).statusCode).toBe(403);
    expect((await api.call('DELETE', `/box_items/${item.id}`, undefined, {}, viewer)).statusCode).toBe(403);
    expect((await api.call('GET', `/box_items?quotation_id=${q.id}`)).json().total).toBe(1);
  });
});

describe('sorting', () => {
  it('sorts by every sortable column, ascending and descending', async () => {
    const q = await api.newQuotation();
    // Each column's values are in an order of their own, neither the id order nor its reverse; CBM and
    // weight are the server's products of the quantity and the volume or weight of one piece.
    const seeds = [
      { name: 'Sort b', quantity: 2, volume_value: 3, weight_value: 1, declared_value_amount: 30 },
      { name: 'Sort a', quantity: 3, volume_value: 1, weight_value: 3, declared_value_amount: 10 },
      { name: 'Sort c', quantity: 1, volume_value: 4, weight_value: 3, declared_value_amount: 20 },
    ];
    const ids: number[] = [];
    for (const seed of seeds) ids.push((await api.addCargoLine(q.id, seed)).id);
    const problems = await seededListSortProblems({
      t,
      table: 'box_items',
      path: '/box_items',
      ids,
      sortable: cargoLineList.sortable,
      get: (url) => api.call('GET', url),
      query: `quotation_id=${q.id}`,
    });
    expect(problems).toEqual([]);
  });
});
