import { ADDRESS_DELIVERY_FLAGS, everyActionOn } from '@freight/domain';
import { addressRequiredFieldMessages } from '@freight/domain/test-fixtures';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { seededListSortProblems } from '../../../test/sort-order';
import { type TestApp, useTestApp } from '../../../test/test-app';
import { completeAddress, quotationApi } from '../quotations/quotation-contents.fixtures';
import { addressList } from './addresses.list';

let t: TestApp;
let api: ReturnType<typeof quotationApi>;
let adminId: number;

useTestApp(async (app) => {
  t = app;
  const admin = await t.signedInUser({ role: 'admin' });
  adminId = admin.user.id;
  api = quotationApi(t, admin.cookie);
});

const countAddresses = async () =>
  (await t.db.execute<{ n: number }>(sql`select count(*)::int as n from addresses`)).rows[0]!.n;

describe('creating an address', () => {
  it('fills the defaults: every delivery yes/no true, floor, people and steps 1, texts empty', async () => {
    const res = await api.call('POST', '/addresses', completeAddress);
    expect(res.statusCode).toBe(201);
    const address = res.json();
    for (const flag of ADDRESS_DELIVERY_FLAGS) expect(address[flag], flag).toBe(true);
    expect(address).toMatchObject({
      ...completeAddress,
      user_id: adminId,
      address_type: 'Commercial',
      floor_number: 1,
      people_needed: 1,
      number_of_steps: 1,
      company_name: '',
      unit: '',
      alt_email: '',
      advance_notice_period: '',
      elevator_capacity: '',
      delivery_location_features: [],
      version: 1,
    });
    expect(address.id).toBeGreaterThan(0);
  });

  it('keeps every field that is given, including the delivery specifications', async () => {
    const given = {
      ...completeAddress,
      company_name: 'Atlas Imports',
      address_type: 'Warehouse',
      unit: '4B',
      alt_phone: '+351 21 111 1111',
      alt_email: 'ops@atlas.example',
      registration_number: 'PT123',
      delivery_specifics: 'Rear gate',
      timing_restrictions: 'Mornings only',
      access_challenges: 'Narrow street',
      location_details: 'Blue door',
      stairs_present: false,
      adult_signature_required: false,
      floor_number: -1,
      people_needed: '3',
      number_of_steps: 12,
      equipment_details: 'Pallet jack',
      advance_notice_period: '48h',
      authorized_signatory: 'J. Doe',
      specific_location_inside: 'Loading bay 2',
      elevator_capacity: 'freight',
    };
    const address = (await api.call('POST', '/addresses', given)).json();
    expect(address).toMatchObject({ ...given, people_needed: 3 });
  });

  it('stores delivery location features as a list of trimmed non-empty strings, from a list or text', async () => {
    const fromText = await api.call('POST', '/addresses', {
      ...completeAddress,
      delivery_location_features: ' loading dock , ,gated ',
    });
    expect(fromText.json().delivery_location_features).toEqual(['loading dock', 'gated']);
    const fromList = await api.call('POST', '/addresses', {
      ...completeAddress,
      delivery_location_features: ['  ramp', '', 'lift '],
    });
    expect(fromList.json().delivery_location_features).toEqual(['ramp', 'lift']);
  });

  it('answers each missing required field with the spec message', async () => {
    const res = await api.call('POST', '/addresses', {});
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual(addressRequiredFieldMessages);
  });

  it.each([
    ['contact_first_name', 'First name is required'],
    ['contact_last_name', 'Last name is required'],
    ['address_line_1', 'Address line 1 is required'],
    ['city', 'City is required'],
    // Portugal has no provinces in its addresses: a blank one is taken (addresses.country.test.ts).
    ['zip_code', 'ZIP/Postal code is required'],
    ['country', 'Country is required'],
    ['phone', 'Phone number is required'],
    ['email', 'Email is required'],
  ])('a blank %s answers "%s"', async (field, message) => {
    const res = await api.call('POST', '/addresses', { ...completeAddress, [field]: '  ' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ [field]: message });
    expect(res.json().error.message).toBe(message);
  });

  it("refuses an email that is not an address with 'Please enter a valid email address'", async () => {
    for (const field of ['email', 'alt_email']) {
      const res = await api.call('POST', '/addresses', { ...completeAddress, [field]: 'ana@example' });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields).toEqual({ [field]: 'Please enter a valid email address' });
    }
  });

  it('refuses values outside the enums and counts below 1', async () => {
    const res = await api.call('POST', '/addresses', {
      ...completeAddress,
      address_type: 'Castle',
      elevator_capacity: 'huge',
      people_needed: 0,
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().error.fields).sort()).toEqual([
      'address_type',
      'elevator_capacity',
      'people_needed',
    ]);
  });
});

describe('linking a new address to a quotation', () => {
  it("'origin' sets origin_address_id and the quotation answers the address object", async () => {
    const q = await api.newQuotation();
    const res = await api.call('POST', '/addresses', {
      ...completeAddress,
      quotation_id: q.id,
      quotation_role: 'origin',
    });
    expect(res.statusCode).toBe(201);
    const quotation = await api.getQuotation(q.id);
    expect(quotation.origin_address_id).toBe(res.json().id);
    expect(quotation.origin_address).toMatchObject({ id: res.json().id, city: 'Lisbon' });
    expect(quotation.destination_address).toBeNull();
    expect(quotation.version).toBe(q.version + 1);
  });

  it('any other role sets destination_address_id; no role means origin, as the create screen', async () => {
    const q = await api.newQuotation();
    const dest = (
      await api.call('POST', '/addresses', { ...completeAddress, quotation_id: q.id, quotation_role: 'dest' })
    ).json();
    expect((await api.getQuotation(q.id)).destination_address_id).toBe(dest.id);
    const other = await api.newQuotation();
    const origin = (
      await api.call('POST', '/addresses', { ...completeAddress, quotation_id: other.id })
    ).json();
    expect((await api.getQuotation(other.id)).origin_address_id).toBe(origin.id);
  });

  it('an unknown quotation answers 400 and no address is kept', async () => {
    const before = await countAddresses();
    const res = await api.call('POST', '/addresses', {
      ...completeAddress,
      quotation_id: 999999,
      quotation_role: 'origin',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ quotation_id: 'Quotation not found' });
    expect(await countAddresses()).toBe(before);
  });

  it('when the link fails after the address was written, the address is rolled back too', async () => {
    const q = await api.newQuotation();
    await t.db.execute(sql`
      create function refuse_destination() returns trigger language plpgsql as $$
      begin raise exception 'link refused'; end $$`);
    await t.db.execute(sql`
      create trigger refuse_destination before update of destination_address_id on quotations
      for each row when (new.id = ${sql.raw(String(q.id))}) execute function refuse_destination()`);
    try {
      const before = await countAddresses();
      const res = await api.call('POST', '/addresses', {
        ...completeAddress,
        quotation_id: q.id,
        quotation_role: 'destination',
      });
      expect(res.statusCode).toBe(500);
      expect(await countAddresses()).toBe(before);
      expect((await api.getQuotation(q.id)).destination_address_id).toBeNull();
    } finally {
      await t.db.execute(sql`drop trigger refuse_destination on quotations`);
      await t.db.execute(sql`drop function refuse_destination`);
    }
  });
});

describe('reading, editing and deleting addresses', () => {
  it('lists addresses with the list parameters and filters by id', async () => {
    const a = (await api.call('POST', '/addresses', { ...completeAddress, city: 'Aveiro' })).json();
    const byId = (await api.call('GET', `/addresses?id=${a.id}`)).json();
    expect(byId).toMatchObject({ total: 1, data: [{ id: a.id, city: 'Aveiro' }] });
    const search = (await api.call('GET', '/addresses?search=aveiro&select=city')).json();
    expect(search.data).toEqual([{ id: a.id, city: 'Aveiro' }]);
    expect((await api.call('GET', '/addresses?nope=1')).statusCode).toBe(400);
  });

  it('GET answers the bare address; PUT takes a partial record and answers the update', async () => {
    const a = (await api.call('POST', '/addresses', completeAddress)).json();
    expect((await api.call('GET', `/addresses/${a.id}`)).json()).toEqual(a);
    const res = await api.call('PUT', `/addresses/${a.id}`, {
      city: 'Porto',
      delivery_location_features: 'dock, lift',
      inside_delivery: false,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      city: 'Porto',
      delivery_location_features: ['dock', 'lift'],
      inside_delivery: false,
      contact_first_name: 'Ana',
      version: 2,
    });
  });

  it.each([
    ['contact_first_name', 'First name is required'],
    ['zip_code', 'ZIP/Postal code is required'],
    ['email', 'Email is required'],
  ])('PUT with a blank %s answers "%s" and writes nothing', async (field, message) => {
    const a = (await api.call('POST', '/addresses', completeAddress)).json();
    const res = await api.call('PUT', `/addresses/${a.id}`, { [field]: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ [field]: message });
    expect((await api.call('GET', `/addresses/${a.id}`)).json().version).toBe(1);
  });

  it('a stale If-Match answers 412 and nothing is written', async () => {
    const a = (await api.call('POST', '/addresses', completeAddress)).json();
    expect(
      (await api.call('PUT', `/addresses/${a.id}`, { city: 'Faro' }, { 'if-match': '1' })).statusCode,
    ).toBe(200);
    const stale = await api.call('PUT', `/addresses/${a.id}`, { city: 'Braga' }, { 'if-match': '1' });
    expect(stale.statusCode).toBe(412);
    expect((await api.call('GET', `/addresses/${a.id}`)).json().city).toBe('Faro');
  });

  it('answers 404 for an unknown address', async () => {
    expect((await api.call('GET', '/addresses/999999')).statusCode).toBe(404);
    expect((await api.call('PUT', '/addresses/999999', { city: 'x' })).statusCode).toBe(404);
    expect((await api.call('DELETE', '/addresses/999999')).statusCode).toBe(404);
  });

  it('DELETE answers 204 and the quotation that used it has no address in that role any more', async () => {
    const q = await api.newQuotation();
    const a = (
      await api.call('POST', '/addresses', {
        ...completeAddress,
        quotation_id: q.id,
        quotation_role: 'origin',
      })
    ).json();
    expect((await api.call('DELETE', `/addresses/${a.id}`)).statusCode).toBe(204);
    expect((await api.call('GET', `/addresses/${a.id}`)).statusCode).toBe(404);
    const quotation = await api.getQuotation(q.id);
    expect(quotation.origin_address_id).toBeNull();
    expect(quotation.origin_address).toBeNull();
  });
});

describe('addresses on quotations', () => {
  it('the quotation list carries both address objects, null when unset', async () => {
    const q = await api.newQuotation({ client_name: 'Address List Co' });
    expect(q).toMatchObject({ origin_address: null, destination_address: null });
    const a = (
      await api.call('POST', '/addresses', {
        ...completeAddress,
        quotation_id: q.id,
        quotation_role: 'destination',
      })
    ).json();
    const list = (await api.call('GET', `/quotations?id=${q.id}`)).json();
    expect(list.data[0].origin_address).toBeNull();
    expect(list.data[0].destination_address).toMatchObject({ id: a.id, country: 'Portugal' });
  });

  it('a quotation can be pointed at an existing address, and an unknown one answers 400', async () => {
    const q = await api.newQuotation();
    const a = (await api.call('POST', '/addresses', completeAddress)).json();
    const res = await api.call('PUT', `/quotations/${q.id}`, { destination_address_id: a.id });
    expect(res.json().destination_address).toMatchObject({ id: a.id });
    const bad = await api.call('PUT', `/quotations/${q.id}`, { origin_address_id: 999999 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({ origin_address_id: 'Address not found' });
  });
});

describe('permissions', () => {
  it('a user with only quotations:view can read addresses but gets 403 on writes', async () => {
    const a = (await api.call('POST', '/addresses', completeAddress)).json();
    const viewer = (await t.signedInUser({ grants: { quotations: ['view'] } })).cookie;
    expect((await api.call('GET', '/addresses', undefined, {}, viewer)).statusCode).toBe(200);
    expect((await api.call('GET', `/addresses/${a.id}`, undefined, {}, viewer)).statusCode).toBe(200);
    expect((await api.call('POST', '/addresses', completeAddress, {}, viewer)).statusCode).toBe(403);
    expect((await api.call('PUT', `/addresses/${a.id}`, { city: 'x' }, {}, viewer)).statusCode).toBe(403);
    expect((await api.call('DELETE', `/addresses/${a.id}`, undefined, {}, viewer)).statusCode).toBe(403);
    expect((await api.call('GET', `/addresses/${a.id}`)).json().city).toBe('Lisbon');
  });

  it('contacts grants alone do not open addresses', async () => {
    const other = (await t.signedInUser({ grants: everyActionOn(['contacts']) })).cookie;
    expect((await api.call('GET', '/addresses', undefined, {}, other)).statusCode).toBe(403);
  });
});

// Last, so the seeded rows cannot change what the other lists answer.
describe('sorting', () => {
  it('sorts by every sortable column, ascending and descending', async () => {
    // Each column's values are in an order of their own, neither the id order nor its reverse.
    const seeds = [
      {
        company_name: 'Sort b',
        contact_first_name: 'Sort c',
        contact_last_name: 'Sort a',
        city: 'Sort b',
        province: 'Sort c',
        country: 'Sort b',
        address_type: 'Port',
      },
      {
        company_name: 'Sort a',
        contact_first_name: 'Sort a',
        contact_last_name: 'Sort c',
        city: 'Sort c',
        province: 'Sort a',
        country: 'Sort a',
        address_type: 'Airport',
      },
      {
        company_name: 'Sort c',
        contact_first_name: 'Sort b',
        contact_last_name: 'Sort b',
        city: 'Sort a',
        province: 'Sort b',
        country: 'Sort c',
        address_type: 'Warehouse',
      },
    ];
    const ids: number[] = [];
    for (const seed of seeds)
      ids.push((await api.call('POST', '/addresses', { ...completeAddress, ...seed })).json().id);
    const problems = await seededListSortProblems({
      t,
      table: 'addresses',
      path: '/addresses',
      ids,
      sortable: addressList.sortable,
      get: (url) => api.call('GET', url),
    });
    expect(problems).toEqual([]);
  });
});
