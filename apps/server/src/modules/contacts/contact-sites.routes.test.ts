import { completeAddress } from '@freight/domain/test-fixtures';
import { describe, expect, it } from 'vitest';
import { type TestApp, useTestApp } from '../../../test/test-app';

let t: TestApp;
let admin: string;

useTestApp(async (app) => {
  t = app;
  admin = (await t.signedInUser({ role: 'admin' })).cookie;
});

async function newContact(name = 'Núria') {
  const res = await t.call('POST', '/contacts', admin, {
    name,
    last_name: 'Ferrer',
    company_name: 'Logística SA',
  });
  expect(res.statusCode).toBe(201);
  return res.json().id as number;
}

const hongKongSite = {
  ...completeAddress,
  label: 'Kowloon warehouse',
  company_name: 'شركة النخيل',
  city: 'Kowloon Bay',
  province: 'Kowloon',
  zip_code: '',
  country: 'Hong Kong',
};

describe("a contact's saved sites", () => {
  it('saves a site, lists it by name, and deletes it', async () => {
    const contactId = await newContact();
    const saved = await t.call('POST', `/contacts/${contactId}/sites`, admin, hongKongSite);
    expect(saved.statusCode).toBe(201);
    expect(saved.json()).toMatchObject({ ...hongKongSite, contact_id: contactId, version: 1 });
    const second = await t.call('POST', `/contacts/${contactId}/sites`, admin, {
      ...completeAddress,
      label: '',
    });
    // No name given: the street and city name it.
    expect(second.json().label).toBe('12 Harbour Road, Lisbon');

    const listed = await t.call('GET', `/contacts/${contactId}/sites`, admin);
    expect(listed.statusCode).toBe(200);
    expect(listed.json().data.map((s: { label: string }) => s.label)).toEqual([
      '12 Harbour Road, Lisbon',
      'Kowloon warehouse',
    ]);

    const gone = await t.call('DELETE', `/contacts/${contactId}/sites/${saved.json().id}`, admin);
    expect(gone.statusCode).toBe(204);
    expect((await t.call('GET', `/contacts/${contactId}/sites`, admin)).json().data).toHaveLength(1);
    expect(
      (await t.call('DELETE', `/contacts/${contactId}/sites/${saved.json().id}`, admin)).statusCode,
    ).toBe(404);
  });

  it("keeps each contact's sites apart: another contact's site is not found", async () => {
    const owner = await newContact();
    const other = await newContact('Omar');
    const site = (await t.call('POST', `/contacts/${owner}/sites`, admin, hongKongSite)).json();
    expect((await t.call('GET', `/contacts/${other}/sites`, admin)).json().data).toEqual([]);
    expect((await t.call('DELETE', `/contacts/${other}/sites/${site.id}`, admin)).statusCode).toBe(404);
    expect(
      (await t.call('PUT', `/contacts/${other}/sites/${site.id}`, admin, { label: 'x' })).statusCode,
    ).toBe(404);
  });

  it('answers 404 for an unknown contact and writes nothing', async () => {
    expect((await t.call('GET', '/contacts/999999/sites', admin)).statusCode).toBe(404);
    const res = await t.call('POST', '/contacts/999999/sites', admin, hongKongSite);
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe('Contact not found');
  });

  it('checks a site as an address: required fields and its country', async () => {
    const contactId = await newContact();
    const res = await t.call('POST', `/contacts/${contactId}/sites`, admin, {
      ...completeAddress,
      country: 'Germany',
      zip_code: 'N/A',
      email: '',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({
      email: 'Email is required',
      zip_code: 'Postcode is not valid for Germany (5 digits)',
    });
    expect((await t.call('GET', `/contacts/${contactId}/sites`, admin)).json().data).toEqual([]);
  });

  it('a change needs the version it was made on (412 otherwise) and follows the country', async () => {
    const contactId = await newContact();
    const site = (await t.call('POST', `/contacts/${contactId}/sites`, admin, hongKongSite)).json();
    const url = `/contacts/${contactId}/sites/${site.id}`;
    const renamed = await t.call('PUT', url, admin, { label: 'Main dock' }, { 'if-match': '1' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ label: 'Main dock', version: 2 });
    const stale = await t.call('PUT', url, admin, { label: 'Old' }, { 'if-match': '1' });
    expect(stale.statusCode).toBe(412);
    const wrong = await t.call('PUT', url, admin, { province: '' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fields).toEqual({ province: 'Province/State is required' });
    expect((await t.call('GET', `/contacts/${contactId}/sites`, admin)).json().data[0]).toMatchObject({
      label: 'Main dock',
      province: 'Kowloon',
      version: 2,
    });
  });

  it('reading needs contacts view; saving, changing and deleting need contacts edit', async () => {
    const contactId = await newContact();
    const site = (await t.call('POST', `/contacts/${contactId}/sites`, admin, hongKongSite)).json();
    const url = `/contacts/${contactId}/sites`;
    const viewer = (await t.signedInUser({ grants: { contacts: ['view'] } })).cookie;
    expect((await t.call('GET', url, viewer)).statusCode).toBe(200);
    expect((await t.call('POST', url, viewer, hongKongSite)).statusCode).toBe(403);
    expect((await t.call('PUT', `${url}/${site.id}`, viewer, { label: 'x' })).statusCode).toBe(403);
    expect((await t.call('DELETE', `${url}/${site.id}`, viewer)).statusCode).toBe(403);

    const quoter = (await t.signedInUser({ grants: { quotations: ['view', 'create', 'edit'] } })).cookie;
    expect((await t.call('GET', url, quoter)).statusCode).toBe(403);

    const editor = (await t.signedInUser({ grants: { contacts: ['view', 'edit'] } })).cookie;
    expect((await t.call('POST', url, editor, hongKongSite)).statusCode).toBe(201);
    expect((await t.call('DELETE', `${url}/${site.id}`, editor)).statusCode).toBe(204);
  });

  it('deleting the contact deletes its sites', async () => {
    const contactId = await newContact();
    await t.call('POST', `/contacts/${contactId}/sites`, admin, hongKongSite);
    expect((await t.call('DELETE', `/contacts/${contactId}`, admin)).statusCode).toBe(204);
    expect((await t.call('GET', `/contacts/${contactId}/sites`, admin)).statusCode).toBe(404);
  });
});
