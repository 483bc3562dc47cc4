import { FALLBACK_COST_CATEGORIES } from '@freight/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { seededListSortProblems } from '../../../test/sort-order';
import type { TestApp } from '../../../test/test-app';
import { adminQuotationApi, type QuotationApi } from '../quotations/quotation-contents.fixtures';
import { costCategoryList } from './cost-categories.list';

const context = adminQuotationApi();
let t: TestApp;
let api: QuotationApi;
beforeAll(() => {
  ({ t, api } = context);
});

type Category = { id: number; name: string; is_active: boolean; sort_order: number };
const names = (list: { data: Category[] }) => list.data.map((c) => c.name);

describe('cost categories', () => {
  it('a new database holds the fallback categories, active, in the spec order', async () => {
    const list = (await api.call('GET', '/cost_categories')).json();
    expect(names(list)).toEqual([...FALLBACK_COST_CATEGORIES]);
    expect(list.data.every((c: Category) => c.is_active)).toBe(true);
    expect(list.total).toBe(9);
  });

  // The default categories are seeded under keys, not words of one language: the web names a category whose
  // name is still its key in each reader's language, and a renamed one by the name its desk typed.
  it('a default category keeps its key through other edits, and answers the typed name once renamed', async () => {
    const list = (await api.call('GET', '/cost_categories?name=storage')).json();
    const storage = list.data.find((c: Category) => c.name === 'storage');
    const moved = await api.call('PUT', `/cost_categories/${storage.id}`, {
      sort_order: 7,
      part: 'by_location',
    });
    expect(moved.json()).toMatchObject({ name: 'storage', sort_order: 7 });
    const renamed = await api.call('PUT', `/cost_categories/${storage.id}`, { name: 'Lagerung' });
    expect(renamed.json().name).toBe('Lagerung');
    expect((await api.call('GET', `/cost_categories/${storage.id}`)).json().name).toBe('Lagerung');
    // Typed back, the key names the default category again.
    const back = await api.call('PUT', `/cost_categories/${storage.id}`, { name: 'storage' });
    expect(back.json().name).toBe('storage');
  });

  it('POST adds a category after the others; PUT renames it; names are unique without regard to case', async () => {
    const res = await api.call('POST', '/cost_categories', { name: ' Trucking ' });
    expect(res.statusCode).toBe(201);
    const trucking = res.json();
    expect(trucking).toMatchObject({ name: 'Trucking', is_active: true, sort_order: 9, version: 1 });
    const dup = await api.call('POST', '/cost_categories', { name: 'CUSTOMS' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().error.message).toBe('A cost category with this name already exists');
    const renamed = await api.call('PUT', `/cost_categories/${trucking.id}`, {
      name: 'Road freight',
      sort_order: 0,
    });
    expect(renamed.json()).toMatchObject({ name: 'Road freight', sort_order: 0, version: 2 });
    expect((await api.call('PUT', `/cost_categories/${trucking.id}`, { name: 'packaging' })).statusCode).toBe(
      409,
    );
  });

  it("requires a name: 'Category name is required'", async () => {
    const res = await api.call('POST', '/cost_categories', { name: '  ' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.name).toBe('Category name is required');
  });

  it('is_active=true keeps only the categories to offer', async () => {
    const c = (await api.call('POST', '/cost_categories', { name: 'Retired' })).json();
    await api.call('PUT', `/cost_categories/${c.id}`, { is_active: false });
    const active = (await api.call('GET', '/cost_categories?is_active=true&limit=1000')).json();
    expect(names(active)).not.toContain('Retired');
    const inactive = (await api.call('GET', '/cost_categories?is_active=false')).json();
    expect(names(inactive)).toEqual(['Retired']);
  });

  it('deletes an unused category, and refuses (409) to delete one that cost items use', async () => {
    const unused = (await api.call('POST', '/cost_categories', { name: 'Unused' })).json();
    expect((await api.call('DELETE', `/cost_categories/${unused.id}`)).statusCode).toBe(204);
    expect((await api.call('GET', `/cost_categories/${unused.id}`)).statusCode).toBe(404);
    const used = (await api.call('POST', '/cost_categories', { name: 'Used' })).json();
    const q = await api.newQuotation();
    await api.addCostLine(q.id, { category_id: used.id });
    const refused = await api.call('DELETE', `/cost_categories/${used.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toMatch(/deactivate it instead/);
    expect((await api.call('GET', `/cost_categories/${used.id}`)).statusCode).toBe(200);
  });

  it('answers 404 for unknown ids and 412 for a stale If-Match', async () => {
    expect((await api.call('PUT', '/cost_categories/999999', { name: 'x' })).statusCode).toBe(404);
    expect((await api.call('DELETE', '/cost_categories/999999')).statusCode).toBe(404);
    const c = (await api.call('POST', '/cost_categories', { name: 'Versioned' })).json();
    expect(
      (await api.call('PUT', `/cost_categories/${c.id}`, { is_active: false }, { 'if-match': '1' }))
        .statusCode,
    ).toBe(200);
    expect(
      (await api.call('PUT', `/cost_categories/${c.id}`, { is_active: true }, { 'if-match': '1' }))
        .statusCode,
    ).toBe(412);
  });

  it('uses the quotations grants: view reads, writes need create, edit and delete', async () => {
    const viewer = (await t.signedInUser({ grants: { quotations: ['view'] } })).cookie;
    expect((await api.call('GET', '/cost_categories', undefined, {}, viewer)).statusCode).toBe(200);
    expect((await api.call('POST', '/cost_categories', { name: 'Nope' }, {}, viewer)).statusCode).toBe(403);
    expect((await api.call('PUT', '/cost_categories/1', { name: 'Nope' }, {}, viewer)).statusCode).toBe(403);
    expect((await api.call('DELETE', '/cost_categories/1', undefined, {}, viewer)).statusCode).toBe(403);
    expect((await api.call('GET', '/cost_categories/1')).json().name).toBe('packaging');
  });
});

// Last, so the seeded rows cannot change what the other lists answer.
describe('sorting', () => {
  it('sorts by every sortable column, ascending and descending', async () => {
    // Each column's values are in an order of their own, neither the id order nor its reverse.
    const seeds = [
      { name: 'Sort b', is_active: true, sort_order: 2 },
      { name: 'Sort a', is_active: false, sort_order: 0 },
      { name: 'Sort c', is_active: true, sort_order: 1 },
    ];
    const ids: number[] = [];
    for (const seed of seeds) ids.push((await api.call('POST', '/cost_categories', seed)).json().id);
    const problems = await seededListSortProblems({
      t,
      table: 'cost_categories',
      path: '/cost_categories',
      ids,
      sortable: costCategoryList.sortable,
      get: (url) => api.call('GET', url),
    });
    expect(problems).toEqual([]);
  });
});
