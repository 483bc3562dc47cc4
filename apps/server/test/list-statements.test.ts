import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quotationApi } from '../src/modules/quotations/quotation-contents.fixtures';
import { type TestApp, useTestApp } from './test-app';

/**
 * The status page, the cost breakdown and the contacts list and picker run one statement per shape of
 * request (sort, direction, which filters, whether it searches), prepared once under a name, with the
 * request's values as parameters: PostgreSQL parses and plans it once per connection instead of at every
 * request. These tests watch what leaves for the database, and that the answers stay those of each request.
 */
let t: TestApp;
let api: ReturnType<typeof quotationApi>;

interface Sent {
  name: string | undefined;
  text: string;
  values: unknown[];
}
let sent: Sent[] | undefined;
const originalQuery = pg.Client.prototype.query;
beforeAll(() => {
  pg.Client.prototype.query = function (this: pg.Client, config: unknown, ...rest: unknown[]) {
    if (sent && typeof config === 'object' && config !== null && 'text' in config) {
      const { name, text, values } = config as { name?: string; text: string; values?: unknown[] };
      // Drizzle hands the values beside the statement, not inside it.
      const given = Array.isArray(rest[0]) ? rest[0] : (values ?? []);
      if (!text.includes('"sessions"')) sent.push({ name, text, values: given });
    }
    return (originalQuery as (...args: unknown[]) => unknown).call(this, config, ...rest);
  } as typeof pg.Client.prototype.query;
});
afterAll(() => {
  pg.Client.prototype.query = originalQuery;
});

/** The answer of `GET path` and the statements it sent. */
async function watch(path: string) {
  sent = [];
  try {
    const res = await api.call('GET', path);
    expect(res.statusCode, res.body).toBe(200);
    return { body: res.json(), statements: sent };
  } finally {
    sent = undefined;
  }
}

let quotationIds: number[];
useTestApp(async (app) => {
  t = app;
  api = quotationApi(t, (await t.signedInUser({ role: 'admin' })).cookie);
  quotationIds = [];
  for (const [client_name, status] of [
    ['Kestrel Freight', 'Pending'],
    ['Harbour Lines', 'Working'],
    ['Oasis Cargo', 'Working'],
  ]) {
    const { id } = await api.newQuotation({ client_name });
    if (status === 'Working') await api.call('PUT', `/quotations/${id}`, { status });
    quotationIds.push(id);
  }
  for (const [name, last_name, phone_number] of [
    ['María', 'González', '+34 600 010 020'],
    ['Marco', 'Rossi', '+39 02 555 0101'],
    ['عمر', 'الفارسي', '+971 4 555 0199'],
  ]) {
    const res = await api.call('POST', '/contacts', { name, last_name, phone_number });
    expect(res.statusCode, res.body).toBe(201);
  }
});

const single = (statements: Sent[]) => {
  expect(statements).toHaveLength(1);
  return statements[0]!;
};

describe('the status page', () => {
  const fields = 'select=quotation_number,client_name,status&order_by=start_date%20DESC';

  it('runs one named statement for every status and page, the status and paging as parameters', async () => {
    const pending = await watch(`/quotations?status=Pending&limit=25&offset=0&${fields}`);
    const working = await watch(`/quotations?status=Working&limit=1&offset=1&${fields}`);
    expect(pending.body).toMatchObject({ total: 1, data: [{ client_name: 'Kestrel Freight' }] });
    expect(working.body).toMatchObject({ total: 2, limit: 1, offset: 1 });
    expect(working.body.data).toHaveLength(1);
    const [a, b] = [single(pending.statements), single(working.statements)];
    expect(a.name).toBeTruthy();
    expect(b).toMatchObject({ name: a.name, text: a.text });
    expect(a.values).toEqual(expect.arrayContaining(['Pending', 25]));
    expect(b.values).toEqual(expect.arrayContaining(['Working', 1]));
    expect(a.text).not.toMatch(/Pending|Working/);
  });

  it('keeps superseded revisions apart in its own statement when asked for every revision', async () => {
    await t.pool.query('update quotations set superseded = true where id = $1', [quotationIds[2]]);
    try {
      const newest = await watch(`/quotations?status=Working&${fields}`);
      const every = await watch(`/quotations?status=Working&include_superseded=true&${fields}`);
      expect(newest.body.total).toBe(1);
      expect(every.body.total).toBe(2);
      expect(single(every.statements).name).not.toBe(single(newest.statements).name);
    } finally {
      await t.pool.query('update quotations set superseded = false where id = $1', [quotationIds[2]]);
    }
  });
});

describe('the contacts list and picker', () => {
  const picker = 'order_by=display_name%20ASC&limit=20&select=display_name,phone_number';

  it('searches through one named statement whatever the text, the pattern as a parameter', async () => {
    const maria = await watch(`/contacts?search=mar&${picker}`);
    const omar = await watch(`/contacts?search=${encodeURIComponent('عمر')}&${picker}`);
    expect(maria.body.data.map((c: { display_name: string }) => c.display_name).sort()).toEqual([
      'Marco Rossi',
      'María González',
    ]);
    expect(omar.body).toMatchObject({ total: 1, data: [{ display_name: 'عمر الفارسي' }] });
    const [a, b] = [single(maria.statements), single(omar.statements)];
    expect(a.name).toBeTruthy();
    expect(b).toMatchObject({ name: a.name, text: a.text });
    expect(a.values).toContain('%mar%');
  });

  it("a text typed as a phone number also matches the phones' digits, in a statement of its own", async () => {
    const text = await watch(`/contacts?search=mar&${picker}`);
    const phone = await watch(`/contacts?search=${encodeURIComponent('555 01')}&${picker}`);
    expect(phone.body.data.map((c: { display_name: string }) => c.display_name).sort()).toEqual([
      'Marco Rossi',
      'عمر الفارسي',
    ]);
    expect(single(phone.statements).values).toContain('%55501%');
    expect(single(phone.statements).name).not.toBe(single(text.statements).name);
  });

  it('a blank search lists every contact, as no search does', async () => {
    const blank = await watch('/contacts?search=%20&limit=50');
    const none = await watch('/contacts?limit=50');
    expect(blank.body.total).toBe(4);
    expect(blank.body.data).toEqual(none.body.data);
  });
});

describe('the cost breakdown', () => {
  it("runs the same two named statements for every quotation, the quotation's id a parameter", async () => {
    const [first, second] = quotationIds;
    await api.addCostLine(first!);
    await api.addCostLine(second!);
    await api.addCostLine(second!);
    const a = await watch(`/cost_items?quotation_id=${first}`);
    const b = await watch(`/cost_items?quotation_id=${second}`);
    expect(a.body.total).toBe(1);
    expect(b.body.total).toBe(2);
    expect(b.body.data).toHaveLength(2);
    expect(a.statements.map((s) => s.name)).toEqual(b.statements.map((s) => s.name));
    expect(a.statements).toHaveLength(2);
    for (const statement of [...a.statements, ...b.statements]) expect(statement.name).toBeTruthy();
    expect(b.statements[0]!.values).toContain(second);
  });
});
