import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminQuotationApi } from '../quotations/quotation-contents.fixtures';

const ctx = adminQuotationApi();

type Category = { id: number; name: string; part: string };

describe('cost categories carry the part of the cost their lines belong to', () => {
  it('the seeded categories come grouped: freight and insurance main carriage, customs duties, the rest by place', async () => {
    const list = (await ctx.api.call('GET', '/cost_categories')).json().data as Category[];
    expect(Object.fromEntries(list.map((c) => [c.name, c.part]))).toEqual({
      packaging: 'origin_charges',
      'ocean-freight': 'main_carriage',
      'port-charges': 'by_location',
      customs: 'duties_taxes',
      insurance: 'main_carriage',
      documentation: 'origin_charges',
      handling: 'by_location',
      storage: 'by_location',
      miscellaneous: 'by_location',
    });
  });

  it("a new category goes by the line's location unless told; an unknown part is refused naming the field", async () => {
    const made = await ctx.api.call('POST', '/cost_categories', { name: 'Trucking' });
    expect(made.json().part).toBe('by_location');
    const duties = await ctx.api.call('POST', '/cost_categories', {
      name: 'Import VAT',
      part: 'duties_taxes',
    });
    expect(duties.json().part).toBe('duties_taxes');
    const bad = await ctx.api.call('PUT', `/cost_categories/${made.json().id}`, { part: 'freight' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({
      part: 'Part must be origin_charges, main_carriage, destination_charges, duties_taxes or by_location',
    });
    expect((await ctx.api.call('GET', `/cost_categories/${made.json().id}`)).json().part).toBe('by_location');
  });
});

describe('a cost line answers its charge_part', () => {
  it("takes its category's part, or its own location's when the category goes by location", async () => {
    const { api } = ctx;
    const cats = await api.categories();
    const q = await api.newQuotation({ transport_mode: 'Sea FCL', incoterm: 'FOB' });
    const freight = await api.addCostLine(q.id, { category_id: cats['ocean-freight'], description: 'Flete' });
    const originPort = await api.addCostLine(q.id, { category_id: cats['port-charges'], location: 'Origin' });
    const destPort = await api.addCostLine(q.id, {
      category_id: cats['port-charges'],
      location: 'Destination',
    });
    const duty = await api.addCostLine(q.id, { category_id: cats.customs, location: 'Destination' });
    expect([freight, originPort, destPort, duty].map((line) => line.charge_part)).toEqual([
      'main_carriage',
      'origin_charges',
      'destination_charges',
      'duties_taxes',
    ]);
    // A line moved to the other end follows (its category goes by location).
    const moved = await api.call('PUT', `/cost_items/${originPort.id}`, { location: 'Destination' });
    expect(moved.json().charge_part).toBe('destination_charges');
    // The list and the single read answer it too.
    const list = (await api.call('GET', `/cost_items?quotation_id=${q.id}`)).json().data;
    expect(list.map((line: { charge_part: string }) => line.charge_part)).toEqual([
      'main_carriage',
      'destination_charges',
      'destination_charges',
      'duties_taxes',
    ]);
    expect((await api.call('GET', `/cost_items/${duty.id}`)).json().charge_part).toBe('duties_taxes');
  });

  it("follows a change of its category's part at once, and is main carriage without a category", async () => {
    const { api, t } = ctx;
    const category = (
      await api.call('POST', '/cost_categories', { name: 'Fumigation', part: 'origin_charges' })
    ).json();
    const q = await api.newQuotation();
    const line = await api.addCostLine(q.id, { category_id: category.id, location: 'Destination' });
    expect(line.charge_part).toBe('origin_charges');
    await api.call('PUT', `/cost_categories/${category.id}`, { part: 'destination_charges' });
    expect((await api.call('GET', `/cost_items/${line.id}`)).json().charge_part).toBe('destination_charges');
    // Lines from before categories were required may have none.
    await t.db.execute(sql`update cost_items set category_id = null where id = ${line.id}`);
    expect((await api.call('GET', `/cost_items/${line.id}`)).json().charge_part).toBe('main_carriage');
  });
});
