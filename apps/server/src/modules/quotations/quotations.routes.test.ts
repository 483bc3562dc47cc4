import { addMonths, todayIso } from '@freight/domain';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { setTimestamps, sortOrderProblems } from '../../../test/sort-order';
import { createTestApp, type TestApp, useTestApp } from '../../../test/test-app';
import { quotationList } from './quotations.list';

let t: TestApp;
let admin: string;
let contactId: number;
const today = todayIso();

useTestApp(async (app) => {
  t = app;
  admin = (await t.signedInUser({ role: 'admin' })).cookie;
  const contact = await t.app.inject({
    method: 'POST',
    url: '/api/1/contacts',
    headers: { cookie: admin },
    payload: {
      name: 'Nadia',
      last_name: 'Haddad',
      company_name: 'Atlas Imports',
      email: 'nadia@atlas.example',
    },
  });
  contactId = contact.json().id;
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (
  method: Method,
  url: string,
  payload?: object,
  headers: Record<string, string> = {},
  cookie = admin,
) => t.call(method, url, cookie, payload, headers);
const newQuotation = (extra: object = {}) =>
  call('POST', '/quotations', {
    contact_id: contactId,
    start_date: today,
    valid_until_date: addMonths(today, 1),
    ...extra,
  });

describe('creating a quotation', () => {
  it('applies the defaults, numbers it SQ + 5 digits and fills the client from the contact', async () => {
    const res = await newQuotation();
    expect(res.statusCode).toBe(201);
    const q = res.json();
    expect(q.quotation_number).toMatch(/^SQ\d{5}$/);
    expect(q).toMatchObject({
      status: 'Pending',
      priority: 'Medium',
      currency: 'USD',
      estimated_value: 0,
      total_cost: 0,
      total_cbm: 0,
      created_date: today,
      client_name: 'Nadia Haddad',
      client_email: 'nadia@atlas.example',
      version: 1,
      contact_id_related: { id: contactId, name: 'Nadia', company_name: 'Atlas Imports' },
    });
    expect(q.validity_days).toBeGreaterThanOrEqual(28);
  });

  it('stores Draft as Pending and refuses an unknown status with 400', async () => {
    expect((await newQuotation({ status: 'Draft' })).json().status).toBe('Pending');
    const bad = await newQuotation({ status: 'Shipped' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.status).toBeDefined();
  });

  it.each([
    [{ contact_id: undefined }, 'contact_id', 'Please select a contact from the dropdown'],
    [{ start_date: '' }, 'start_date', 'Date is required'],
    [{ valid_until_date: '' }, 'valid_until_date', 'Valid until date is required'],
    [{ estimated_value: -1 }, 'estimated_value', 'Estimated value cannot be negative'],
    [{ validity_days: 0 }, 'validity_days', 'Validity days must be greater than 0'],
  ])('refuses %j: %s "%s"', async (extra, field, message) => {
    const res = await newQuotation(extra);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields[field]).toBe(message);
  });

  it('refuses a contact that does not exist', async () => {
    const res = await newQuotation({ contact_id: 999999 });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.contact_id).toBe('Please select a contact from the dropdown');
  });

  it('accepts numeric strings and ignores totals sent by the client', async () => {
    const q = (await newQuotation({ estimated_value: '1234.50', total_cost: 999 })).json();
    expect(q.estimated_value).toBe(1234.5);
    expect(q.total_cost).toBe(0);
  });

  it('gives concurrent creations distinct numbers', async () => {
    const results = await Promise.all(Array.from({ length: 12 }, () => newQuotation()));
    const numbers = results.map((r) => r.json().quotation_number);
    expect(new Set(numbers).size).toBe(12);
  });
});

describe('editing, the workflow and conflicts', () => {
  it('moves through every status with PUT {status}', async () => {
    const q = (await newQuotation()).json();
    for (const status of ['Working', 'OnClientReview', 'Active', 'Completed', 'Cancelled', 'Pending']) {
      // A move to Cancelled carries its lost reason (quotation-lost-reason.test.ts).
      const lost = status === 'Cancelled' ? { lost_reason: 'price' } : {};
      // Its shipment, made on the move to Active, is cancelled first (shipments.creation.test.ts).
      if (status === 'Cancelled') {
        const [shipment] = (await call('GET', `/shipments?quotation_id=${q.id}`)).json().data;
        await call('PUT', `/shipments/${shipment.id}`, { status: 'Cancelled' });
      }
      const res = await call('PUT', `/quotations/${q.id}`, { status, ...lost });
      expect(res.statusCode, status).toBe(200);
      expect(res.json().status).toBe(status);
    }
  });

  it('recomputes validity days from a new valid-until date, 30 when not positive', async () => {
    const q = (await newQuotation({ start_date: '2026-03-01', valid_until_date: '2026-04-01' })).json();
    expect(q.validity_days).toBe(31);
    const later = await call('PUT', `/quotations/${q.id}`, { valid_until_date: '2026-03-11' });
    expect(later.json().validity_days).toBe(10);
    const before = await call('PUT', `/quotations/${q.id}`, { valid_until_date: '2026-02-01' });
    expect(before.json().validity_days).toBe(30);
  });

  it('a stale If-Match answers 412 and nothing is written', async () => {
    const q = (await newQuotation()).json();
    const first = await call(
      'PUT',
      `/quotations/${q.id}`,
      { notes: 'mine' },
      { 'if-match': String(q.version) },
    );
    expect(first.statusCode).toBe(200);
    const stale = await call(
      'PUT',
      `/quotations/${q.id}`,
      { notes: 'theirs' },
      { 'if-match': String(q.version) },
    );
    expect(stale.statusCode).toBe(412);
    expect(stale.json().error.code).toBe('PRECONDITION_FAILED');
    expect((await call('GET', `/quotations/${q.id}`)).json().notes).toBe('mine');
  });

  it('refuses a contact or address that does not exist with the field message, and writes nothing', async () => {
    const q = (await newQuotation()).json();
    const contact = await call('PUT', `/quotations/${q.id}`, { contact_id: 999999, notes: 'x' });
    expect(contact.statusCode).toBe(400);
    expect(contact.json().error.fields).toEqual({ contact_id: 'Please select a contact from the dropdown' });
    const address = await call('PUT', `/quotations/${q.id}`, {
      destination_address_id: 999999,
      valid_until_date: '2030-01-01',
    });
    expect(address.statusCode).toBe(400);
    expect(address.json().error.fields).toEqual({ destination_address_id: 'Address not found' });
    const created = await newQuotation({ origin_address_id: 999999 });
    expect(created.statusCode).toBe(400);
    expect(created.json().error.fields).toEqual({ origin_address_id: 'Address not found' });
    const after = (await call('GET', `/quotations/${q.id}`)).json();
    expect(after).toMatchObject({ version: q.version, notes: q.notes, contact_id: contactId });
    expect(after.valid_until_date).toBe(q.valid_until_date);
  });

  it('answers 404 for an unknown quotation', async () => {
    expect((await call('GET', '/quotations/999999')).statusCode).toBe(404);
    expect((await call('PUT', '/quotations/999999', { notes: 'x' })).statusCode).toBe(404);
    expect((await call('DELETE', '/quotations/999999')).statusCode).toBe(404);
  });

  it('DELETE answers 204 and the quotation is gone', async () => {
    const q = (await newQuotation()).json();
    expect((await call('DELETE', `/quotations/${q.id}`)).statusCode).toBe(204);
    expect((await call('GET', `/quotations/${q.id}`)).statusCode).toBe(404);
  });
});

describe('duplicate', () => {
  it('makes a Pending copy dated today, valid one month, with notes "Duplicated from {number}"', async () => {
    const original = (
      await newQuotation({ start_date: '2026-01-05', valid_until_date: '2026-02-05' })
    ).json();
    await call('PUT', `/quotations/${original.id}`, {
      status: 'Active',
      notes: 'Fragile cargo',
      priority: 'High',
    });
    const res = await call('POST', `/quotations/${original.id}/duplicate`);
    expect(res.statusCode).toBe(201);
    const copy = res.json();
    expect(copy.id).not.toBe(original.id);
    expect(copy.quotation_number).not.toBe(original.quotation_number);
    expect(copy).toMatchObject({
      status: 'Pending',
      start_date: today,
      created_date: today,
      valid_until_date: addMonths(today, 1),
      notes: `Duplicated from ${original.quotation_number}\nFragile cargo`,
      priority: 'High',
      contact_id: contactId,
    });
  });
});

describe('status lists and counts', () => {
  let listContact: number;
  beforeAll(async () => {
    const c = await call('POST', '/contacts', { name: 'List', last_name: 'Tester' });
    listContact = c.json().id;
    for (const [client_name, start_date, status] of [
      ['Zeta Corp', '2025-05-01', 'Working'],
      ['Alpha Ltd', '2025-05-03', 'Working'],
      ['Mid Co', '2025-05-02', 'Working'],
    ]) {
      const q = await newQuotation({
        contact_id: listContact,
        client_name,
        start_date,
        valid_until_date: '2025-06-30',
      });
      await call('PUT', `/quotations/${q.json().id}`, { status });
    }
  });

  it('filters by status, sorts by date descending by default, and pages on the server', async () => {
    const page = (await call('GET', `/quotations?status=Working&contact_id=${listContact}&limit=2`)).json();
    expect(page.total).toBe(3);
    expect(page.data.map((q: { client_name: string }) => q.client_name)).toEqual(['Alpha Ltd', 'Mid Co']);
    const next = (
      await call('GET', `/quotations?status=Working&contact_id=${listContact}&limit=2&offset=2`)
    ).json();
    expect(next.data.map((q: { client_name: string }) => q.client_name)).toEqual(['Zeta Corp']);
    expect(page.data[0].contact_id_related).toMatchObject({ id: listContact, name: 'List' });
  });

  it.each([
    ['client_name ASC', ['Alpha Ltd', 'Mid Co', 'Zeta Corp']],
    ['client_name DESC', ['Zeta Corp', 'Mid Co', 'Alpha Ltd']],
    ['start_date ASC', ['Zeta Corp', 'Mid Co', 'Alpha Ltd']],
  ])('sorts by %s', async (orderBy, expected) => {
    const res = await call(
      'GET',
      `/quotations?contact_id=${listContact}&order_by=${encodeURIComponent(orderBy)}`,
    );
    expect(res.json().data.map((q: { client_name: string }) => q.client_name)).toEqual(expected);
  });

  it('sorts by every sortable column, ascending and descending', async () => {
    const contact = (await call('POST', '/contacts', { name: 'Sort', last_name: 'Checker' })).json().id;
    // Each column's values are in an order of their own, neither the id order nor its reverse.
    const seeds = [
      {
        client_name: 'Sort Mid',
        start_date: '2025-05-03',
        valid_until_date: '2025-07-01',
        created_date: '2025-04-02',
        status: 'Working',
        priority: 'Low',
      },
      {
        client_name: 'Sort Zeta',
        start_date: '2025-05-01',
        valid_until_date: '2025-09-01',
        created_date: '2025-04-03',
        status: 'Active',
        priority: 'High',
      },
      {
        client_name: 'Sort Alpha',
        start_date: '2025-05-02',
        valid_until_date: '2025-08-01',
        created_date: '2025-04-01',
        status: 'Pending',
        priority: 'Medium',
      },
    ];
    // The number and the totals are the server's own; set them directly.
    const owned = [
      { number: 'SQ90002', total_cost: 50, created: 2, updated: 1 },
      { number: 'SQ90001', total_cost: 10, created: 0, updated: 2 },
      { number: 'SQ90003', total_cost: 30, created: 1, updated: 0 },
    ];
    const ids: number[] = [];
    for (const [i, { status, ...fields }] of seeds.entries()) {
      const id = (await newQuotation({ ...fields, contact_id: contact })).json().id as number;
      await call('PUT', `/quotations/${id}`, { status });
      const { number, total_cost } = owned[i]!;
      await t.db.execute(
        sql`update quotations set quotation_number = ${number}, total_cost = ${total_cost} where id = ${id}`,
      );
      ids.push(id);
    }
    await setTimestamps(t, 'quotations', Object.fromEntries(ids.map((id, i) => [id, owned[i]!])));
    const list = async (orderBy: string) =>
      (await call('GET', `/quotations?contact_id=${contact}&order_by=${encodeURIComponent(orderBy)}`)).json()
        .data as { id: number }[];
    const rows = await list('id ASC');
    expect(rows.map((row) => row.id)).toEqual(ids);
    const problems = await sortOrderProblems({
      sortable: quotationList.sortable,
      rows,
      list: async (orderBy) => (await list(orderBy)).map((row) => row.id),
    });
    expect(problems).toEqual([]);
  });

  it('searches number and client name without regard to case', async () => {
    const alpha = (await call('GET', '/quotations?search=alpha%20LTD')).json();
    expect(alpha.data.map((q: { client_name: string }) => q.client_name)).toEqual(['Alpha Ltd']);
    const number = alpha.data[0].quotation_number as string;
    const byNumber = (await call('GET', `/quotations?search=${number.toLowerCase()}`)).json();
    expect(byNumber.data[0].quotation_number).toBe(number);
  });

  it('counts quotations per status for the sidebar, with the total', async () => {
    const counts = (await call('GET', '/quotations/counts')).json();
    const { rows } = await t.db.execute<{ status: string; n: number }>(
      sql`select status, count(*)::int as n from quotations group by status`,
    );
    for (const row of rows) expect(counts[row.status]).toBe(row.n);
    expect(counts.total).toBe(rows.reduce((sum, r) => sum + r.n, 0));
    expect(Object.keys(counts).sort()).toEqual(
      ['Active', 'Cancelled', 'Completed', 'OnClientReview', 'Pending', 'Working', 'total'].sort(),
    );
  });
});

describe('permissions', () => {
  it('each call needs its own grant on quotations', async () => {
    const q = (await newQuotation()).json();
    const viewer = (await t.signedInUser({ grants: { quotations: ['view'] } })).cookie;
    expect((await call('GET', '/quotations', undefined, {}, viewer)).statusCode).toBe(200);
    expect((await call('GET', '/quotations/counts', undefined, {}, viewer)).statusCode).toBe(200);
    expect((await call('GET', `/quotations/${q.id}`, undefined, {}, viewer)).statusCode).toBe(200);
    expect((await call('POST', `/quotations/${q.id}/duplicate`, undefined, {}, viewer)).statusCode).toBe(403);
    expect((await call('PUT', `/quotations/${q.id}`, { notes: 'x' }, {}, viewer)).statusCode).toBe(403);
    expect((await call('DELETE', `/quotations/${q.id}`, undefined, {}, viewer)).statusCode).toBe(403);
    expect((await call('GET', `/quotations/${q.id}`)).statusCode).toBe(200);
  });

  it('a user without quotations:delete gets 403 and nothing is deleted', async () => {
    const q = (await newQuotation()).json();
    const cookie = (await t.signedInUser({ grants: { quotations: ['view', 'create', 'edit'] } })).cookie;
    expect((await call('DELETE', `/quotations/${q.id}`, undefined, {}, cookie)).statusCode).toBe(403);
    expect((await call('GET', `/quotations/${q.id}`)).statusCode).toBe(200);
  });
});

describe('the number space', () => {
  it('takes the last free number when random draws keep colliding, then answers 409 when full', async () => {
    const own = await createTestApp();
    try {
      const { cookie } = await own.signedInUser({ role: 'admin' });
      const c = await own.app.inject({
        method: 'POST',
        url: '/api/1/contacts',
        headers: { cookie },
        payload: { name: 'Full' },
      });
      await own.db.execute(sql`
        insert into quotations (quotation_number, start_date, created_date, valid_until_date)
        select 'SQ' || lpad(n::text, 5, '0'), current_date, current_date, current_date
        from generate_series(0, 99999) n where n <> 4242`);
      const payload = { contact_id: c.json().id, start_date: today, valid_until_date: today };
      const last = await own.app.inject({
        method: 'POST',
        url: '/api/1/quotations',
        headers: { cookie },
        payload,
      });
      expect(last.statusCode).toBe(201);
      expect(last.json().quotation_number).toBe('SQ04242');
      const full = await own.app.inject({
        method: 'POST',
        url: '/api/1/quotations',
        headers: { cookie },
        payload,
      });
      expect(full.statusCode).toBe(409);
      expect(full.json().error.message).toMatch(/All 100,000 quotation numbers/);
    } finally {
      await own.close();
    }
  });
});
