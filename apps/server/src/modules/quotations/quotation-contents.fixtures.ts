import { addMonths, todayIso } from '@freight/domain';
import { afterAll, beforeAll } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';

/** Test helpers shared by the address, box item, cost item and quotation-contents tests. */

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export { completeAddress } from '@freight/domain/test-fixtures';

/** Calls the API as `cookie` (or another user's cookie) and makes quotations to hang items on. */
export function quotationApi(t: TestApp, cookie: string) {
  const call = (
    method: Method,
    url: string,
    payload?: object,
    headers: Record<string, string> = {},
    as = cookie,
  ) => t.call(method, url, as, payload, headers);

  let contactId: number | undefined;
  async function newQuotation(
    extra: object = {},
  ): Promise<{ id: number; version: number; [k: string]: unknown }> {
    contactId ??= (await call('POST', '/contacts', { name: 'Nadia', last_name: 'Haddad' })).json().id;
    const today = todayIso();
    const res = await call('POST', '/quotations', {
      contact_id: contactId,
      start_date: today,
      valid_until_date: addMonths(today, 1),
      ...extra,
    });
    if (res.statusCode !== 201) throw new Error(`quotation not created: ${res.body}`);
    return res.json();
  }

  const getQuotation = async (id: number) => (await call('GET', `/quotations/${id}`)).json();

  let categoryIds: Record<string, number> | undefined;
  /** The seeded categories by name. */
  async function categories(): Promise<Record<string, number>> {
    if (!categoryIds) {
      const list = (await call('GET', '/cost_categories')).json();
      categoryIds = Object.fromEntries(list.data.map((c: { id: number; name: string }) => [c.name, c.id]));
    }
    return categoryIds!;
  }

  async function addCargoLine(quotationId: number, fields: object = {}) {
    const res = await call('POST', '/box_items', {
      quotation_id: quotationId,
      name: 'Crate',
      input_mode: 'volume',
      volume_value: 1,
      volume_unit: 'cbm',
      weight_value: 100,
      weight_unit: 'kg',
      ...fields,
    });
    if (res.statusCode !== 201) throw new Error(`box item not created: ${res.body}`);
    return res.json();
  }

  async function addCostLine(quotationId: number, fields: object = {}) {
    const res = await call('POST', '/cost_items', {
      quotation_id: quotationId,
      category_id: (await categories()).packaging,
      description: 'Crating',
      calculation_method: 'Fixed',
      total_cost: 100,
      ...fields,
    });
    if (res.statusCode !== 201) throw new Error(`cost item not created: ${res.body}`);
    return res.json();
  }

  /** A client contact (its `language` decides the language of what the client is sent); answers its id. */
  async function addContact(fields: object): Promise<number> {
    const res = await call('POST', '/contacts', fields);
    if (res.statusCode !== 201) throw new Error(`contact not created: ${res.body}`);
    return res.json().id;
  }

  return { call, newQuotation, getQuotation, categories, addCargoLine, addCostLine, addContact };
}

/** The helpers `quotationApi` gives a test file. */
export type QuotationApi = ReturnType<typeof quotationApi>;

/**
 * For one test file: a test app of its own, signed in as an admin, with `quotationApi` on it; closed after
 * the file. Read `t` and `api` inside tests (they are set before the first one runs).
 */
export function adminQuotationApi() {
  let app: TestApp | undefined;
  let api: ReturnType<typeof quotationApi> | undefined;
  beforeAll(async () => {
    app = await createTestApp();
    api = quotationApi(app, (await app.signedInUser({ role: 'admin' })).cookie);
  });
  afterAll(async () => {
    await app?.close();
  });
  return {
    get t() {
      return app!;
    },
    get api() {
      return api!;
    },
  };
}
