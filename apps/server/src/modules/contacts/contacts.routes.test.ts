import { contactDefaults } from '@freight/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seededListSortProblems } from '../../../test/sort-order';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { contactList } from './contacts.list';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.signedInUser({ role: 'admin' })).cookie;
});
afterAll(async () => {
  await t.close();
});

const call: TestApp['call'] = (...args) => t.call(...args);
const create = (payload: object, cookie = admin) => call('POST', '/contacts', cookie, payload);

describe('creating a contact', () => {
  it('applies the new-contact defaults and derives the display name', async () => {
    const res = await create({ name: '  Grace ', last_name: 'Hopper ', email: ' grace@navy.example ' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      ...contactDefaults(),
      name: 'Grace',
      last_name: 'Hopper',
      display_name: 'Grace Hopper',
      email: 'grace@navy.example',
      version: 1,
    });
    expect(res.json().id).toBeTypeOf('number');
    expect(res.json().created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
  });

  it.each([
    [{ name: '   ' }, 'name', 'First name is required'],
    [{ last_name: 'NoFirst' }, 'name', 'First name is required'],
    [{ name: 'A', email: 'not-an-email' }, 'email', 'Please enter a valid email address'],
    [{ name: 'A', phone_number: '12345' }, 'phone_number', 'Please enter a valid phone number'],
    [{ name: 'A', phone_number: 'call me maybe' }, 'phone_number', 'Please enter a valid phone number'],
  ])('refuses %j with "%s: %s"', async (payload, field, message) => {
    const res = await create(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_FAILED');
    expect(res.json().error.fields[field]).toBe(message);
  });

  it('accepts numbers given as numeric strings and answers JSON numbers', async () => {
    const res = await create({ name: 'Numbers', revenue: '1250.50', credit_line: 300 });
    expect(res.statusCode).toBe(201);
    expect(res.json().revenue).toBe(1250.5);
    expect(res.json().credit_line).toBe(300);
  });

  it('answers 409 with the existing id for the same email and phone', async () => {
    const first = await create({ name: 'Dup', email: 'dup@example.com', phone_number: '+1 (555) 010-2000' });
    const again = await create({ name: 'Dup 2', email: 'DUP@example.com', phone_number: '+1 555 010 2000' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatchObject({ code: 'CONFLICT', existing_id: first.json().id });
  });

  it('concurrent identical creates leave one contact', async () => {
    const payload = { name: 'Race', email: 'race@example.com', phone_number: '555-020-3000' };
    const results = await Promise.all([create(payload), create(payload), create(payload)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
  });
});

describe('reading and listing', () => {
  beforeAll(async () => {
    await create({ name: 'Zed', last_name: 'Zulu', company_name: 'Zulu Freight', status: 'Inactive' });
    await create({ name: 'Alma', last_name: 'Alpha', company_name: '', email: 'alma@alpha.example' });
    await create({ name: 'Bea', last_name: 'Bravo', company_name: 'Bravo Shipping Co', status: 'Pending' });
  });

  it('GET /contacts/{id} answers the bare record, 404 for an unknown id', async () => {
    const created = (await create({ name: 'Solo' })).json();
    const res = await call('GET', `/contacts/${created.id}`, admin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(created);
    expect((await call('GET', '/contacts/999999', admin)).statusCode).toBe(404);
  });

  it.each([
    ['the list', ''],
    ['a search', '&search=Typed'],
  ])(
    '%s answers a contact with every field as its record does, and exactly the selected ones',
    async (_, search) => {
      const created = (
        await create({
          name: 'Typed',
          revenue: '1250.50',
          credit_line: 300,
          payment_terms_days: 45,
          credit: true,
          account_manager_id: null,
        })
      ).json();
      const list = async (query: string) =>
        (await call('GET', `/contacts?id=${created.id}${search}${query}`, admin)).json();
      // Numbers, flags, instants and an empty account manager read back as the record answers them.
      expect(await list('')).toEqual({ data: [created], total: 1, limit: 50, offset: 0 });
      const picked = await list('&select=revenue,account_manager_id,credit,created_at');
      expect(picked.data).toEqual([
        {
          id: created.id,
          revenue: 1250.5,
          account_manager_id: null,
          credit: true,
          created_at: created.created_at,
        },
      ]);
      expect(picked.total).toBe(1);
      expect(await list('&offset=5')).toEqual({ data: [], total: 1, limit: 50, offset: 5 });
    },
  );

  it('lists 50 by default, sorted by display name', async () => {
    const res = await call('GET', '/contacts', admin);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.limit).toBe(50);
    expect(body.offset).toBe(0);
    const names = body.data.map((c: { display_name: string }) => c.display_name);
    expect(names).toEqual([...names].sort((a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  it('searches display name, company and email without regard to case', async () => {
    const byCompany = (await call('GET', '/contacts?search=BRAVO%20shipping', admin)).json();
    expect(byCompany.data.map((c: { name: string }) => c.name)).toEqual(['Bea']);
    const byEmail = (await call('GET', '/contacts?search=ALPHA.example', admin)).json();
    expect(byEmail.data.map((c: { name: string }) => c.name)).toEqual(['Alma']);
    const byWhere = (
      await call('GET', `/contacts?where=${encodeURIComponent("last_name like '%ULU'")}`, admin)
    ).json();
    expect(byWhere.data.map((c: { name: string }) => c.name)).toEqual(['Zed']);
  });

  it('answers a page asked again (its statement kept) with what changed since, per search', async () => {
    const page = async (search: string) =>
      (await call('GET', `/contacts?search=${encodeURIComponent(search)}`, admin))
        .json()
        .data.map((c: { name: string }) => c.name);
    expect(await page('Ibáñez')).toEqual([]);
    await create({ name: 'Lucía', last_name: 'Ibáñez' });
    expect(await page('Ibáñez')).toEqual(['Lucía']);
    expect(await page('Zulu')).toEqual(['Zed']);
  });

  it('filters by status and by having a company, with select', async () => {
    const res = await call(
      'GET',
      `/contacts?status=Pending&where=${encodeURIComponent("company_name != ''")}&select=name,status`,
      admin,
    );
    expect(res.json().data).toEqual([{ id: expect.any(Number), name: 'Bea', status: 'Pending' }]);
    expect(res.json().total).toBe(1);
  });

  it('refuses unknown columns and injection attempts with 400', async () => {
    for (const q of [
      'order_by=id;drop table contacts',
      'select=password_hash',
      'where=1=1) or (1=1',
      'nope=1',
    ]) {
      expect((await call('GET', `/contacts?${q}`, admin)).statusCode, q).toBe(400);
    }
  });

  it('exports the filtered contacts as CSV', async () => {
    await create({
      name: '=cmd',
      last_name: 'Formula',
      company_name: 'Export, "Quoted" Ltd',
      status: 'Pending',
    });
    const res = await call('GET', '/contacts/export?status=Pending', admin);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="contacts-.*\.csv"/);
    const lines = res.body.trim().split('\r\n');
    expect(lines[0]).toMatch(/^id,display_name,name,last_name,company_name/);
    expect(lines).toHaveLength(3);
    expect(res.body).toContain('"Export, ""Quoted"" Ltd"');
    expect(res.body).toContain("'=cmd");
    expect(res.body).not.toContain('Zulu');
  });
});

describe('editing and deleting', () => {
  it('PUT takes a partial record, bumps the version and follows a rename in a derived display name', async () => {
    const c = (await create({ name: 'Old', last_name: 'Name' })).json();
    const res = await call('PUT', `/contacts/${c.id}`, admin, {
      name: 'New',
      phone_number: '+44 20 7946 0958',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      name: 'New',
      display_name: 'New Name',
      version: 2,
      last_name: 'Name',
    });
  });

  it('PUT validates with the same messages', async () => {
    const c = (await create({ name: 'Valid' })).json();
    const res = await call('PUT', `/contacts/${c.id}`, admin, { email: 'bad' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.email).toBe('Please enter a valid email address');
  });

  it('a stale If-Match answers 412 and writes nothing', async () => {
    const c = (await create({ name: 'Versioned' })).json();
    await call('PUT', `/contacts/${c.id}`, admin, { title: 'First' }, { 'if-match': '1' });
    const stale = await call('PUT', `/contacts/${c.id}`, admin, { title: 'Second' }, { 'if-match': '1' });
    expect(stale.statusCode).toBe(412);
    expect((await call('GET', `/contacts/${c.id}`, admin)).json().title).toBe('First');
  });

  it('DELETE answers 204, then the contact is gone', async () => {
    const c = (await create({ name: 'Doomed' })).json();
    expect((await call('DELETE', `/contacts/${c.id}`, admin)).statusCode).toBe(204);
    expect((await call('GET', `/contacts/${c.id}`, admin)).statusCode).toBe(404);
    expect((await call('DELETE', `/contacts/${c.id}`, admin)).statusCode).toBe(404);
  });
});

describe('permissions', () => {
  it('each call needs its own grant', async () => {
    const target = (await create({ name: 'Guarded' })).json();
    const viewer = (await t.signedInUser({ grants: { contacts: ['view'] } })).cookie;
    expect((await call('GET', '/contacts', viewer)).statusCode).toBe(200);
    expect((await call('GET', '/contacts/export', viewer)).statusCode).toBe(200);
    expect((await call('POST', '/contacts', viewer, { name: 'X' })).statusCode).toBe(403);
    expect((await call('PUT', `/contacts/${target.id}`, viewer, { name: 'X' })).statusCode).toBe(403);
    expect((await call('DELETE', `/contacts/${target.id}`, viewer)).statusCode).toBe(403);

    const editor = (await t.signedInUser({ grants: { contacts: ['create', 'edit', 'delete'] } })).cookie;
    expect((await call('GET', '/contacts', editor)).statusCode).toBe(403);
    expect((await call('POST', '/contacts', editor, { name: 'Made' })).statusCode).toBe(201);
    expect((await call('PUT', `/contacts/${target.id}`, editor, { title: 'T' })).statusCode).toBe(200);
    expect((await call('DELETE', `/contacts/${target.id}`, editor)).statusCode).toBe(204);
  });

  it('a user without contacts:delete gets 403 and nothing is deleted', async () => {
    const target = (await create({ name: 'Kept' })).json();
    const cookie = (await t.signedInUser({ grants: { contacts: ['view', 'create', 'edit'] } })).cookie;
    expect((await call('DELETE', `/contacts/${target.id}`, cookie)).statusCode).toBe(403);
    expect((await call('GET', `/contacts/${target.id}`, admin)).statusCode).toBe(200);
  });
});

// Last, so the seeded rows cannot change what the other lists answer.
describe('sorting', () => {
  it('sorts by every sortable column, ascending and descending', async () => {
    // Each column's values are in an order of their own, neither the id order nor its reverse.
    const seeds = [
      {
        display_name: 'Sort b',
        name: 'Sort c',
        last_name: 'Sort a',
        company_name: 'Sort b',
        email: 'c@sort.example',
        phone_number: '+1 555 000 0001',
        status: 'Pending',
        city: 'Sort a',
        country: 'Sort b',
        category: 'Sort b',
        segment: 'Sort c',
      },
      {
        display_name: 'Sort a',
        name: 'Sort a',
        last_name: 'Sort c',
        company_name: 'Sort c',
        email: 'a@sort.example',
        phone_number: '+1 555 000 0003',
        status: 'Active',
        city: 'Sort c',
        country: 'Sort a',
        category: 'Sort a',
        segment: 'Sort a',
      },
      {
        display_name: 'Sort c',
        name: 'Sort b',
        last_name: 'Sort b',
        company_name: 'Sort a',
        email: 'b@sort.example',
        phone_number: '+1 555 000 0002',
        status: 'Inactive',
        city: 'Sort b',
        country: 'Sort c',
        category: 'Sort c',
        segment: 'Sort b',
      },
    ];
    const ids: number[] = [];
    for (const seed of seeds) ids.push((await create(seed)).json().id);
    const problems = await seededListSortProblems({
      t,
      table: 'contacts',
      path: '/contacts',
      ids,
      sortable: contactList.sortable,
      get: (url) => call('GET', url, admin),
    });
    expect(problems).toEqual([]);
  });
});
