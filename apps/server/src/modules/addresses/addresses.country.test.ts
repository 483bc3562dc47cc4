import { describe, expect, it } from 'vitest';
import { type TestApp, useTestApp } from '../../../test/test-app';
import { completeAddress, quotationApi } from '../quotations/quotation-contents.fixtures';

let t: TestApp;
let api: ReturnType<typeof quotationApi>;

useTestApp(async (app) => {
  t = app;
  const admin = await t.signedInUser({ role: 'admin' });
  api = quotationApi(t, admin.cookie);
});

const place = (country: string, province: string, zip_code: string) => ({
  ...completeAddress,
  country,
  province,
  zip_code,
});

// Required fields follow the country (libaddressinput's data): a postcode only where the country has them,
// a state or province only where addresses carry one.
describe('an address is checked against its country', () => {
  it.each([
    ['Hong Kong without a postcode', place('Hong Kong', 'Kowloon', '')],
    ['Germany without a state', place('Germany', '', '10115')],
    ['the United States with a 9 digit ZIP', place('United States', 'NY', '10001-1234')],
    ['the United States with a 5 digit ZIP', place('USA', 'CA', '95014')],
    ['the United Kingdom with a lower-case postcode', place('United Kingdom', '', 'sw1a 1aa')],
    ['Japan with its prefecture', place('Japan', '東京都', '154-0023')],
    ['a country the data does not know, with both', place('Atlantis', 'Upper', 'A-1')],
  ])('%s is created (201)', async (_case, body) => {
    const res = await api.call('POST', '/addresses', body);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ province: body.province, zip_code: body.zip_code });
  });

  it.each([
    ['Hong Kong without its area', place('Hong Kong', '', ''), { province: 'Province/State is required' }],
    [
      'the United States without a state or ZIP',
      place('United States', '', ''),
      { province: 'Province/State is required', zip_code: 'ZIP/Postal code is required' },
    ],
    [
      'the United States with a 4 digit ZIP',
      place('United States', 'NY', '1000'),
      { zip_code: 'ZIP code is not valid for United States (e.g. 95014 or 22162-1010)' },
    ],
    [
      "Germany with 'N/A' as its postcode",
      place('Germany', '', 'N/A'),
      { zip_code: 'Postcode is not valid for Germany (5 digits)' },
    ],
    [
      'the United Kingdom with digits only',
      place('UK', '', '12345'),
      { zip_code: expect.stringMatching(/^Postcode is not valid for United Kingdom \(e\.g\. /) },
    ],
    [
      'Japan without its prefecture',
      place('Japan', '', '154-0023'),
      { province: 'Province/State is required' },
    ],
    [
      'a country the data does not know, without either',
      place('Atlantis', '', ''),
      { province: 'Province/State is required', zip_code: 'ZIP/Postal code is required' },
    ],
  ])('%s is refused (400) with field messages', async (_case, body, fields) => {
    const res = await api.call('POST', '/addresses', body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual(fields);
  });

  it('PUT checks a sent postcode against the stored country, and writes nothing when it fails', async () => {
    const a = (await api.call('POST', '/addresses', place('Germany', '', '10115'))).json();
    const wrong = await api.call('PUT', `/addresses/${a.id}`, { zip_code: '1011' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fields).toEqual({ zip_code: 'Postcode is not valid for Germany (5 digits)' });
    expect((await api.call('GET', `/addresses/${a.id}`)).json()).toMatchObject({
      zip_code: '10115',
      version: 1,
    });
  });

  it('PUT checks the sent fields against a country sent with them', async () => {
    const a = (await api.call('POST', '/addresses', place('Germany', '', '10115'))).json();
    const res = await api.call('PUT', `/addresses/${a.id}`, {
      country: 'Hong Kong',
      zip_code: '',
      province: '',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ province: 'Province/State is required' });
    const ok = await api.call('PUT', `/addresses/${a.id}`, {
      country: 'Hong Kong',
      zip_code: '',
      province: 'Kowloon',
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ country: 'Hong Kong', zip_code: '', province: 'Kowloon' });
  });

  it('PUT of the country alone is taken, as the edit screen saves one field at a time', async () => {
    const a = (await api.call('POST', '/addresses', place('Hong Kong', 'Kowloon', ''))).json();
    const res = await api.call('PUT', `/addresses/${a.id}`, { country: 'Germany' });
    expect(res.statusCode).toBe(200);
    const zip = await api.call('PUT', `/addresses/${a.id}`, { zip_code: '' });
    expect(zip.json().error.fields).toEqual({ zip_code: 'ZIP/Postal code is required' });
  });
});
