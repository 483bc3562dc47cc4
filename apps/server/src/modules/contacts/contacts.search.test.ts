import { CONTACT_LIST_FIELDS } from '@freight/domain';
import { describe, expect, it } from 'vitest';
import { type TestApp, useTestApp } from '../../../test/test-app';
import { parseListQuery } from '../../platform/list-query';
import { contactSearchList } from './contacts.list';
import { contacts } from './contacts.table';

// Phone numbers are written in many ways; a search typed as a phone number matches by digits.

let t: TestApp;
let admin: string;
useTestApp(async (app) => {
  t = app;
  admin = (await t.signedInUser({ role: 'admin' })).cookie;
  for (const payload of [
    { name: 'Ada', last_name: 'Lovelace', phone_number: '+1 (555) 010-2030' },
    { name: 'Grace', last_name: 'Hopper', phone_number: '555.010.9999' },
    { name: 'Alan', last_name: 'Turing', phone_number: '+44 20 7946 0018' },
    { name: 'Acme Logistics', company_name: 'Acme', phone_number: '+1 212 555 0000' },
  ]) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/1/contacts',
      payload,
      headers: { cookie: admin },
    });
    expect(res.statusCode).toBe(201);
  }
});

async function search(text: string, extra: Record<string, string> = {}): Promise<string[]> {
  const query = new URLSearchParams({ search: text, order_by: 'display_name ASC', ...extra });
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/1/contacts?${query}`,
    headers: { cookie: admin },
  });
  expect(res.statusCode).toBe(200);
  return (res.json().data as { display_name: string }[]).map((c) => c.display_name);
}

describe('searching contacts by phone number', () => {
  it.each(['555 010', '(555) 010-2030', '5550102030', '+1 555.010.2030', '1-555-010-20'])(
    '%j finds +1 (555) 010-2030 whatever the punctuation',
    async (text) => {
      expect(await search(text)).toContain('Ada Lovelace');
    },
  );

  it('matches every phone holding those digits in a row, and no other', async () => {
    expect(await search('555 010')).toEqual(['Ada Lovelace', 'Grace Hopper']);
    expect(await search('7946-0018')).toEqual(['Alan Turing']);
    expect(await search('555 011')).toEqual([]);
  });

  it('serves the contact picker the same way (its fields, order and limit)', async () => {
    const found = await search('555 010', { select: 'id,display_name,phone_number', limit: '20' });
    expect(found).toEqual(['Ada Lovelace', 'Grace Hopper']);
  });

  it('does not match phones by the digits of text with letters in it', async () => {
    // 'Acme 555' is a name and a number: only Acme Logistics holds that text, though others have 555.
    expect(await search('Acme 555')).toEqual([]);
    expect(await search('acme')).toEqual(['Acme Logistics']);
  });

  it('still finds names, and phones as written, with fewer than three digits', async () => {
    expect(await search('lovelace')).toEqual(['Ada Lovelace']);
    // Two digits make no trigram: '(55' is matched as written, so only the phone written with '(55'.
    expect(await search('(55')).toEqual(['Ada Lovelace']);
  });

  it('reads the phone digits from a trigram index, not by scanning every contact', async () => {
    const where = parseListQuery({ search: '555 010' }, contactSearchList).where;
    const query = t.db.select({ id: contacts.id }).from(contacts).where(where).toSQL();
    const client = await t.pool.connect();
    try {
      await client.query('begin');
      // A test table is tiny, where a scan is cheapest; forbid scans to ask whether the indexes can serve it.
      await client.query('set local enable_seqscan = off');
      const plan = await client.query<{ 'QUERY PLAN': string }>(`explain ${query.sql}`, query.params);
      const text = plan.rows.map((r) => r['QUERY PLAN']).join('\n');
      expect(text).toContain('contacts_phone_digits_trgm_idx');
      expect(text).toContain('contacts_search_trgm_idx');
      expect(text).not.toMatch(/Seq Scan/);
    } finally {
      await client.query('rollback');
      client.release();
    }
  });

  it('binds the digits as a parameter, never as SQL text', () => {
    const where = parseListQuery({ search: '(555) 010' }, contactSearchList).where;
    const query = t.db.select({ id: contacts.id }).from(contacts).where(where).toSQL();
    expect(query.sql).not.toContain('555');
    expect(query.params).toContain('%555010%');
  });
});

describe('the picker and the Contacts table at scale', () => {
  const get = (query: Record<string, string>) =>
    t.app.inject({
      method: 'GET',
      url: `/api/1/contacts?${new URLSearchParams(query)}`,
      headers: { cookie: admin },
    });
  const columns = CONTACT_LIST_FIELDS.join(',');

  it('answers only the selected columns', async () => {
    const { data } = (await get({ search: '555', select: columns })).json();
    expect(data).toHaveLength(3);
    for (const row of data) expect(Object.keys(row).sort()).toEqual([...CONTACT_LIST_FIELDS].sort());
  });

  it('refuses a column that is not a contact field with 400', async () => {
    const res = await get({ select: 'name,password_hash' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: { code: 'BAD_REQUEST', message: 'Unknown field "password_hash" in select' },
    });
  });

  it('counts every match of the search and the filters, whatever the page', async () => {
    expect((await get({ search: '555', limit: '1', offset: '2' })).json()).toMatchObject({
      total: 3,
      data: [{ display_name: 'Grace Hopper' }],
    });
    expect((await get({ search: '555', status: 'Inactive' })).json()).toMatchObject({ total: 0, data: [] });
    expect((await get({ search: 'acme', offset: '5' })).json()).toMatchObject({ total: 1, data: [] });
  });

  it('reads a page of matches and their total in one statement', async () => {
    const statements = await t.recordStatements(async () => {
      expect((await get({ search: 'hopper', select: columns })).json()).toMatchObject({ total: 1 });
    });
    const work = statements.filter((s) => !s.includes('"sessions"'));
    expect(work).toHaveLength(1);
    expect(work[0]).toMatch(/count\(\*\)/);
  });
});
