import { QUOTATION_LIST_FIELDS } from '@freight/domain';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type TestApp, useTestApp } from '../../../test/test-app';

/**
 * The status lists at the scale of a real office: only the columns asked for, the page and its total from
 * one statement, and deep pages in the same order as the table sorted whole.
 */
let t: TestApp;
let admin: string;

const get = (query: string) =>
  t.app.inject({ method: 'GET', url: `/api/1/quotations?${query}`, headers: { cookie: admin } });
const page = async (query: string) => {
  const res = await get(query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { data: Record<string, unknown>[]; total: number; limit: number; offset: number };
};

// Nine Working quotations (five for Kestrel Freight, on distinct dates) and three Pending ones.
useTestApp(async (app) => {
  t = app;
  admin = (await t.signedInUser({ role: 'admin' })).cookie;
  const call = (method: 'POST' | 'PUT', url: string, payload: object) => t.call(method, url, admin, payload);
  const contact = (await call('POST', '/contacts', { name: 'Lena', last_name: 'Berg' })).json().id;
  const seeds = [
    ...Array.from({ length: 5 }, (_, i) => ['Kestrel Freight', `2025-03-0${i + 1}`, 'Working']),
    ...Array.from({ length: 4 }, (_, i) => ['Harbour Lines', `2025-03-0${i + 1}`, 'Working']),
    ...Array.from({ length: 3 }, (_, i) => ['Kestrel Freight', `2025-04-0${i + 1}`, 'Pending']),
  ];
  for (const [client_name, start_date, status] of seeds) {
    const res = await call('POST', '/quotations', {
      contact_id: contact,
      client_name,
      start_date,
      valid_until_date: '2025-06-30',
    });
    expect(res.statusCode, res.body).toBe(201);
    if (status !== 'Pending') await call('PUT', `/quotations/${res.json().id}`, { status });
  }
});

describe('select', () => {
  it('answers only the selected fields, and the id', async () => {
    const { data } = await page('status=Working&select=quotation_number,client_name');
    expect(data).toHaveLength(9);
    for (const row of data)
      expect(Object.keys(row).sort()).toEqual(['client_name', 'id', 'quotation_number']);
  });

  it("the status page's columns come without the contact and addresses", async () => {
    const { data } = await page(`status=Working&select=${QUOTATION_LIST_FIELDS.join(',')}`);
    expect(Object.keys(data[0]!).sort()).toEqual([...QUOTATION_LIST_FIELDS].sort());
    expect(data[0]).toMatchObject({ status: 'Working', start_date: '2025-03-05', total_cost: 0 });
  });

  it('without select, rows stay whole quotations with their contact and addresses', async () => {
    const { data } = await page('status=Working&limit=1');
    expect(data[0]).toHaveProperty('notes');
    expect(data[0]).toHaveProperty('origin_address', null);
    expect(data[0]).toMatchObject({ contact_id_related: { name: 'Lena', last_name: 'Berg' } });
  });

  it.each([
    ['origin_address', 'Unknown field "origin_address" in select'],
    ['client_name,contact_id_related', 'Unknown field "contact_id_related" in select'],
    ['client_name,,status', 'Invalid select: empty field name'],
  ])('select=%s is refused with 400', async (select, message) => {
    const res = await get(`select=${select}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: { code: 'BAD_REQUEST', message } });
  });
});

describe('the total', () => {
  it('counts every match of the filters and the search, whatever the page', async () => {
    const kestrel = 'status=Working&search=kestrel&limit=2';
    expect(await page(kestrel)).toMatchObject({ total: 5, limit: 2, offset: 0 });
    expect((await page(kestrel)).data).toHaveLength(2);
    const last = await page(`${kestrel}&offset=4`);
    expect(last).toMatchObject({ total: 5, offset: 4 });
    expect(last.data).toHaveLength(1);
    expect(await page('search=kestrel')).toMatchObject({ total: 8 });
    const since = encodeURIComponent("start_date >= '2025-03-04'");
    expect(await page(`status=Working&where=${since}`)).toMatchObject({ total: 3 });
  });

  it('is still answered for a page past the end and for limit=0', async () => {
    expect(await page('status=Working&search=kestrel&offset=50')).toEqual({
      data: [],
      total: 5,
      limit: 100,
      offset: 50,
    });
    expect(await page('status=Pending&limit=0')).toEqual({ data: [], total: 3, limit: 0, offset: 0 });
    expect(await page('status=Cancelled')).toEqual({ data: [], total: 0, limit: 100, offset: 0 });
  });
});

describe('paging', () => {
  it('pages one by one give the order of the whole sorted list', async () => {
    const { rows } = await t.db.execute<{ id: number }>(
      sql`select id from quotations where status = 'Working' order by client_name desc, id desc`,
    );
    const paged: unknown[] = [];
    for (let offset = 0; offset < 9; offset += 2) {
      const { data } = await page(`status=Working&order_by=client_name%20DESC&limit=2&offset=${offset}`);
      paged.push(...data.map((row) => row.id));
    }
    expect(paged).toEqual(rows.map((row) => row.id));
  });
});

describe('statements', () => {
  /** The statements a list request sends after its session check. */
  async function statementsOf(query: string) {
    const statements = await t.recordStatements(async () => {
      expect((await get(query)).statusCode).toBe(200);
    });
    return statements.filter((s) => !s.includes('"sessions"'));
  }

  // An unfiltered status page reads its total from the per-status counts; a search counts its matches.
  const fromCounts = /"quotation_status_counts"/;
  it.each([
    [
      'a status page',
      `status=Working&select=${QUOTATION_LIST_FIELDS.join(',')}&limit=2&offset=2`,
      fromCounts,
    ],
    ['a search', 'status=Working&search=kestrel&select=client_name', /count\(\*\)/],
    ['whole quotations with their relations', 'status=Working&limit=3', fromCounts],
    ['a page past the end', 'status=Working&offset=500', fromCounts],
  ])('%s is one statement: the page and its total together', async (_, query, total) => {
    const statements = await statementsOf(query);
    expect(statements).toHaveLength(1);
    expect(statements[0]).toMatch(total);
  });

  it('the sidebar counts are one statement', async () => {
    const statements = await t.recordStatements(async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/1/quotations/counts',
        headers: { cookie: admin },
      });
      expect(res.json()).toMatchObject({ Working: 9, Pending: 3, total: 12 });
    });
    expect(statements.filter((s) => !s.includes('"sessions"'))).toHaveLength(1);
  });
});

describe('a page asked again (its statement is built once and kept)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('answers the rows as they are now', async () => {
    const query = 'status=Working&select=client_name,start_date&order_by=start_date DESC&limit=2';
    const before = await page(query);
    const first = before.data[0]!;
    const rename = (client_name: string) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/1/quotations/${first.id}`,
        payload: { client_name },
        headers: { cookie: admin },
      });
    expect((await rename('Renamed Freight')).statusCode).toBe(200);
    try {
      const after = await page(query);
      expect(after.data[0]).toMatchObject({ id: first.id, client_name: 'Renamed Freight' });
      expect(after.total).toBe(before.total);
    } finally {
      await rename(String(first.client_name));
    }
  });

  it("follows the server's day: the same page turns Expired after the valid-until day", async () => {
    const query = 'status=Pending&select=expired,valid_until_date';
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2025, 5, 30, 12));
    expect((await page(query)).data.map((row) => row.expired)).toEqual([false, false, false]);
    vi.setSystemTime(new Date(2025, 6, 1, 12));
    expect((await page(query)).data.map((row) => row.expired)).toEqual([true, true, true]);
  });

  it('keeps the order of parameters out of it, and every value in it', async () => {
    const a = await page('status=Working&limit=3&offset=0&select=client_name');
    const b = await page('select=client_name&offset=0&limit=3&status=Working');
    expect(b.data).toEqual(a.data);
    const next = await page('status=Working&limit=3&offset=3&select=client_name');
    expect(next.data.map((row) => row.id)).not.toEqual(a.data.map((row) => row.id));
  });
});
