import { costLineTotal, grandCostTotal, summarizeShipment } from '@freight/domain';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/test-app';
import { adminQuotationApi, completeAddress, type QuotationApi } from './quotation-contents.fixtures';

const context = adminQuotationApi();
let t: TestApp;
let api: QuotationApi;
beforeAll(() => {
  ({ t, api } = context);
});

const count = async (table: 'box_items' | 'cost_items' | 'addresses', where = sql`true`) =>
  (
    await t.db.execute<{ n: number }>(
      sql`select count(*)::int as n from ${sql.identifier(table)} where ${where}`,
    )
  ).rows[0]!.n;

/** The totals recomputed from the stored items, independently of the server's code path. */
async function recomputed(quotationId: number) {
  const boxes = await t.db.execute<{
    quantity: number;
    total_cbm: number;
    total_weight: number;
    declared_value_amount: number | null;
    declared_value_currency: string;
  }>(
    sql`select quantity, total_cbm, total_weight, declared_value_amount, declared_value_currency from box_items where quotation_id = ${quotationId}`,
  );
  const [quotation] = (
    await t.db.execute<{ currency: string }>(sql`select currency from quotations where id = ${quotationId}`)
  ).rows;
  const shipment = summarizeShipment(boxes.rows, quotation!.currency);
  const costs = await t.db.execute<{
    calculation_method: string;
    quantity: number;
    unit_cost: number | null;
    rate: number | null;
    entered_total_cost: number | null;
    total_cost: number;
  }>(
    sql`select calculation_method, quantity, unit_cost, rate, entered_total_cost, total_cost from cost_items where quotation_id = ${quotationId}`,
  );
  for (const item of costs.rows) {
    expect(item.total_cost).toBe(
      costLineTotal({ ...item, total_cost: item.entered_total_cost }, shipment, 'USD'),
    );
  }
  const sums = await t.db.execute<{ cbm: number; weight: number; declared: number; cost: number }>(sql`
    select (select coalesce(sum(total_cbm), 0) from box_items where quotation_id = ${quotationId}) as cbm,
           (select coalesce(sum(total_weight), 0) from box_items where quotation_id = ${quotationId}) as weight,
           (select coalesce(sum(declared_value_amount * quantity), 0) from box_items where quotation_id = ${quotationId}) as declared,
           (select coalesce(sum(total_cost), 0) from cost_items where quotation_id = ${quotationId}) as cost`);
  const sum = sums.rows[0]!;
  expect(shipment.total_cbm).toBeCloseTo(sum.cbm, 6);
  expect(shipment.total_weight).toBeCloseTo(sum.weight, 3);
  expect(shipment.total_declared_value).toBeCloseTo(sum.declared, 2);
  return {
    total_cbm: shipment.total_cbm,
    total_weight: shipment.total_weight,
    total_declared_value: shipment.total_declared_value,
    total_cost: grandCostTotal(costs.rows, 'USD'),
  };
}

describe('totals under concurrent edits', () => {
  it('many concurrent item creates, updates and deletes on one quotation leave totals equal to a recomputation', async () => {
    const q = await api.newQuotation();
    const boxes: { id: number }[] = [];
    for (let i = 0; i < 8; i++) {
      boxes.push(
        await api.addCargoLine(q.id, {
          volume_value: 0.5 + i / 10,
          weight_value: 10 * (i + 1),
          declared_value_amount: 10 + i,
          quantity: 1 + (i % 3),
        }),
      );
    }
    const methods = [
      { calculation_method: 'CBM', rate: 35 },
      { calculation_method: 'Weight', rate: 0.75 },
      { calculation_method: 'Fixed', total_cost: 42.5 },
      { calculation_method: 'Fixed', total_cost: null, quantity: 3, unit_cost: 7.25 },
    ];
    const costs: { id: number; category_id: number }[] = [];
    for (let i = 0; i < 8; i++) costs.push(await api.addCostLine(q.id, methods[i % methods.length]));
    const before = await api.getQuotation(q.id);

    const operations = [
      ...Array.from(
        { length: 12 },
        (_, i) => () =>
          api.call('POST', '/box_items', {
            quotation_id: q.id,
            name: `New ${i}`,
            input_mode: 'dimensions',
            length: 40 + i,
            width: 30,
            height: 20,
            dimension_unit: 'cm',
            weight_value: 15 + i,
            weight_unit: 'lbs',
            declared_value_amount: 99.99,
            quantity: 1 + (i % 4),
          }),
      ),
      ...boxes
        .slice(0, 5)
        .map(
          (box, i) => () => api.call('PUT', `/box_items/${box.id}`, { quantity: 5 + i, volume_value: 1.1 }),
        ),
      ...boxes.slice(5).map((box) => () => api.call('DELETE', `/box_items/${box.id}`)),
      ...Array.from(
        { length: 12 },
        (_, i) => () =>
          api.call('POST', '/cost_items', {
            quotation_id: q.id,
            category_id: costs[0].category_id,
            description: `Line ${i}`,
            ...methods[i % methods.length],
          }),
      ),
      ...costs
        .slice(0, 5)
        .map(
          (cost, i) => () => api.call('PUT', `/cost_items/${cost.id}`, { rate: 10 + i, total_cost: 5 + i }),
        ),
      ...costs.slice(5).map((cost) => () => api.call('DELETE', `/cost_items/${cost.id}`)),
    ];
    // Interleave box and cost changes, then fire them all at once.
    operations.sort(() => Math.random() - 0.5);
    const answers = await Promise.all(operations.map((operation) => operation()));
    for (const answer of answers) expect(answer.statusCode, answer.body).toBeLessThan(300);

    const stored = await api.getQuotation(q.id);
    expect(await count('box_items', sql`quotation_id = ${q.id}`)).toBe(8 + 12 - 3);
    expect(await count('cost_items', sql`quotation_id = ${q.id}`)).toBe(8 + 12 - 3);
    expect(stored).toMatchObject(await recomputed(q.id));
    expect(stored.total_cbm).toBeGreaterThan(0);
    // Every change bumped the version exactly once: none was lost to another.
    expect(stored.version).toBe(before.version + operations.length);
  });
});

describe('duplicate', () => {
  it('copies box and cost items (sub-items under the copied parents) and clones both addresses', async () => {
    const original = await api.newQuotation();
    const origin = (
      await api.call('POST', '/addresses', {
        ...completeAddress,
        quotation_id: original.id,
        quotation_role: 'origin',
      })
    ).json();
    const destination = (
      await api.call('POST', '/addresses', {
        ...completeAddress,
        city: 'Rotterdam',
        country: 'Netherlands',
        zip_code: '3011 AD',
        delivery_location_features: ['dock'],
        quotation_id: original.id,
        quotation_role: 'destination',
      })
    ).json();
    await api.addCargoLine(original.id, {
      name: 'Sofa',
      volume_value: 2,
      weight_value: 80,
      declared_value_amount: 500,
    });
    await api.addCargoLine(original.id, { name: 'Table', volume_value: 1, weight_value: 40, quantity: 2 });
    const freight = await api.addCostLine(original.id, {
      description: 'Freight',
      calculation_method: 'CBM',
      rate: 50,
    });
    await api.addCostLine(original.id, {
      description: 'Fuel',
      is_sub_item: true,
      parent_id: freight.id,
      total_cost: 12,
    });
    await api.addCostLine(original.id, { description: 'Customs', total_cost: 300 });
    const source = await api.getQuotation(original.id);

    const res = await api.call('POST', `/quotations/${original.id}/duplicate`);
    expect(res.statusCode).toBe(201);
    const copy = res.json();
    expect(copy).toMatchObject({
      total_cbm: source.total_cbm,
      total_weight: source.total_weight,
      total_declared_value: source.total_declared_value,
      total_cost: source.total_cost,
      version: 1,
    });
    expect(copy.total_cost).toBe(512);

    const strip = ({
      id: _i,
      version: _v,
      created_at: _c,
      updated_at: _u,
      ...rest
    }: Record<string, unknown>) => rest;
    expect(copy.origin_address_id).not.toBe(origin.id);
    expect(copy.destination_address_id).not.toBe(destination.id);
    expect(strip(copy.origin_address)).toEqual(strip(origin));
    expect(strip(copy.destination_address)).toEqual(strip(destination));

    const boxes = (await api.call('GET', `/box_items?quotation_id=${copy.id}&order_by=created_at`)).json();
    expect(boxes.data.map((b: { name: string }) => b.name)).toEqual(['Sofa', 'Table']);
    const costs = (await api.call('GET', `/cost_items?quotation_id=${copy.id}`)).json();
    expect(costs.data.map((c: { description: string }) => c.description)).toEqual([
      'Freight',
      'Fuel',
      'Customs',
    ]);
    const [copiedFreight, copiedFuel] = costs.data;
    expect(copiedFreight.id).not.toBe(freight.id);
    expect(copiedFuel).toMatchObject({
      is_sub_item: true,
      parent_id: copiedFreight.id,
      quotation_id: copy.id,
    });
    expect(copiedFreight.total_cost).toBe(200);

    // The copy is independent: changing its address or cargo leaves the original as it was.
    await api.call('PUT', `/addresses/${copy.origin_address_id}`, { city: 'Porto' });
    expect((await api.call('GET', `/addresses/${origin.id}`)).json().city).toBe('Lisbon');
    await api.call('DELETE', `/box_items/${boxes.data[0].id}`);
    expect(await api.getQuotation(original.id)).toMatchObject({
      total_cbm: source.total_cbm,
      total_cost: 512,
    });
  });

  it('a quotation with no contents duplicates with no addresses or items', async () => {
    const original = await api.newQuotation();
    const copy = (await api.call('POST', `/quotations/${original.id}/duplicate`)).json();
    expect(copy).toMatchObject({ origin_address: null, destination_address: null, total_cost: 0 });
    expect(await count('cost_items', sql`quotation_id = ${copy.id}`)).toBe(0);
  });
});

describe('deleting a quotation', () => {
  it('deletes its box and cost items and the addresses no other quotation uses', async () => {
    const q = await api.newQuotation();
    const shared = (
      await api.call('POST', '/addresses', {
        ...completeAddress,
        quotation_id: q.id,
        quotation_role: 'origin',
      })
    ).json();
    const own = (
      await api.call('POST', '/addresses', {
        ...completeAddress,
        quotation_id: q.id,
        quotation_role: 'destination',
      })
    ).json();
    const other = await api.newQuotation();
    await api.call('PUT', `/quotations/${other.id}`, { origin_address_id: shared.id });
    await api.addCargoLine(q.id);
    const parent = await api.addCostLine(q.id);
    await api.addCostLine(q.id, { is_sub_item: true, parent_id: parent.id });

    expect((await api.call('DELETE', `/quotations/${q.id}`)).statusCode).toBe(204);
    expect(await count('box_items', sql`quotation_id = ${q.id}`)).toBe(0);
    expect(await count('cost_items', sql`quotation_id = ${q.id}`)).toBe(0);
    expect((await api.call('GET', `/addresses/${own.id}`)).statusCode).toBe(404);
    expect((await api.call('GET', `/addresses/${shared.id}`)).statusCode).toBe(200);

    expect((await api.call('DELETE', `/quotations/${other.id}`)).statusCode).toBe(204);
    expect((await api.call('GET', `/addresses/${shared.id}`)).statusCode).toBe(404);
  });

  it('item changes on a deleted quotation answer 404, and new items 400', async () => {
    const q = await api.newQuotation();
    const box = await api.addCargoLine(q.id);
    await api.call('DELETE', `/quotations/${q.id}`);
    expect((await api.call('PUT', `/box_items/${box.id}`, { quantity: 2 })).statusCode).toBe(404);
    expect((await api.call('POST', '/box_items', { quotation_id: q.id, name: 'Late' })).statusCode).toBe(400);
  });
});
