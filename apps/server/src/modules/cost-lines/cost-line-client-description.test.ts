import { readdirSync, readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type TestApp, useTestApp } from '../../../test/test-app';
import { quotationApi } from '../quotations/quotation-contents.fixtures';

let t: TestApp;
let api: ReturnType<typeof quotationApi>;
let categories: Record<string, number>;

useTestApp(async (app) => {
  t = app;
  api = quotationApi(t, (await t.signedInUser({ role: 'admin' })).cookie);
  categories = await api.categories();
});

const put = async (id: number, version: number, changes: object) => {
  const res = await api.call('PUT', `/cost_items/${id}`, changes, { 'if-match': String(version) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

describe("a cost line's client description", () => {
  it('is derived from the category and the description when none is given, and kept as given otherwise', async () => {
    const q = await api.newQuotation({ currency: 'EUR' });
    const derived = await api.addCostLine(q.id, {
      category_id: categories.customs,
      description: 'Despacho via agente García, tarifa 45',
    });
    expect(derived.client_description).toBe('Customs: Despacho via agente García, tarifa 45');
    const named = await api.addCostLine(q.id, {
      category_id: categories['ocean-freight'],
      description: 'Ocean freight, Maersk contract 2026',
    });
    expect(named.client_description).toBe('Ocean freight, Maersk contract 2026');
    const own = await api.addCostLine(q.id, {
      category_id: categories.customs,
      description: 'Broker Al-Mansour at 45 per entry',
      client_description: '  Import customs clearance  ',
    });
    expect(own.client_description).toBe('Import customs clearance');
    expect(own.description).toBe('Broker Al-Mansour at 45 per entry');
  });

  it('follows the description and category until someone words it; blank goes back to the derived one', async () => {
    const q = await api.newQuotation();
    const line = await api.addCostLine(q.id, { category_id: categories.packaging, description: 'Crating' });
    const renamed = await put(line.id, line.version, { description: 'Crating and strapping' });
    expect(renamed.client_description).toBe('Packaging: Crating and strapping');
    // The edit form sends every field: the derived text sent back unchanged still follows the new description.
    const resent = await put(line.id, renamed.version, {
      description: 'Crating, strapping',
      client_description: renamed.client_description,
    });
    expect(resent.client_description).toBe('Packaging: Crating, strapping');
    const reworded = await put(line.id, resent.version, { description: 'Crating and strapping' });
    const moved = await put(line.id, reworded.version, { category_id: categories.handling });
    expect(moved.client_description).toBe('Handling: Crating and strapping');
    const worded = await put(line.id, moved.version, { client_description: 'Export packing' });
    expect(worded.client_description).toBe('Export packing');
    const edited = await put(line.id, worded.version, { description: 'Crating by Holz GmbH at 12/m3' });
    expect(edited.client_description).toBe('Export packing');
    const blanked = await put(line.id, edited.version, { client_description: '' });
    expect(blanked.client_description).toBe('Handling: Crating by Holz GmbH at 12/m3');
  });

  it('refuses a client description over 500 characters, naming the field, and changes nothing', async () => {
    const q = await api.newQuotation();
    const line = await api.addCostLine(q.id);
    const res = await api.call('PUT', `/cost_items/${line.id}`, { client_description: 'x'.repeat(501) });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.client_description).toBe(
      'Client description can be at most 500 characters',
    );
    const after = (await api.call('GET', `/cost_items/${line.id}`)).json();
    expect(after.client_description).toBe(line.client_description);
    expect(after.version).toBe(line.version);
  });
});

/** The migration's backfill statement (found by its name, which keeps its suffix when migrations are renumbered). */
function backfillStatement(): string {
  const folder = new URL('../../../drizzle/', import.meta.url);
  const name = readdirSync(folder).find((file) => file.endsWith('_cost_line_client_description.sql'));
  const statements = readFileSync(new URL(name!, folder), 'utf8').split('--> statement-breakpoint');
  return statements.find((statement) => statement.includes('UPDATE cost_items'))!;
}

describe('the backfill of lines made before client descriptions', () => {
  it('gives rate-card lines their category, lane and chargeable weight or surcharge name; others category and text', async () => {
    const category = async (name: string) =>
      (await api.call('POST', '/cost_categories', { name })).json().id as number;
    const [air, surcharges] = [await category('air-freight'), await category('surcharges')];
    const q = await api.newQuotation();
    await api.call('PUT', `/quotations/${q.id}`, {
      transport_mode: 'Air',
      origin_code: 'HKG',
      destination_code: 'AMS',
    });
    await api.addCargoLine(q.id, { volume_value: 0.01, weight_value: 1249.5 });
    const card = { supplier: 'Emirates SkyCargo', buy_total: 100, buy_currency: 'USD' };
    const lines = [
      {
        ...card,
        category_id: air,
        description: 'Emirates SkyCargo Air HKG-AMS: +1000 kg break: 1249.5 kg x 2.05',
      },
      { ...card, category_id: surcharges, description: 'Emirates SkyCargo Air HKG-AMS: Fuel (0.85 per kg)' },
      { ...card, category_id: surcharges, description: 'Emirates SkyCargo Air HKG-AMS: fixed charge' },
      { category_id: categories.customs, description: 'Import clearance by Ruiz & Cía' },
      { category_id: categories['ocean-freight'], description: 'Ocean freight CNSHA–DEHAM' },
    ];
    for (const line of lines) await api.addCostLine(q.id, line);
    await t.db.execute(sql`update cost_items set client_description = '' where quotation_id = ${q.id}`);
    await t.db.execute(sql.raw(backfillStatement()));
    const after = (await api.call('GET', `/cost_items?quotation_id=${q.id}`)).json().data;
    expect(after.map((line: { client_description: string }) => line.client_description)).toEqual([
      'Air freight HKG–AMS, 1,249.5 kg chargeable',
      'Fuel HKG–AMS',
      'Fixed charge HKG–AMS',
      'Customs: Import clearance by Ruiz & Cía',
      'Ocean freight CNSHA–DEHAM',
    ]);
  });
});
