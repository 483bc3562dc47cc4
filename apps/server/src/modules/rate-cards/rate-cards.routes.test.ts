import { beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/test-app';
import { adminQuotationApi, type QuotationApi } from '../quotations/quotation-contents.fixtures';
import { airCard, CSV_HEADER, csvLine } from './rate-cards.fixtures';

const context = adminQuotationApi();
let t: TestApp;
let api: QuotationApi;
let admin: string;
beforeAll(async () => {
  ({ t, api } = context);
  admin = (await t.signedInUser({ role: 'admin' })).cookie;
});

const importCsv = (text: string, cookie = admin) =>
  t.app.inject({
    method: 'POST',
    url: '/api/1/rate_cards/import',
    payload: text,
    headers: { 'content-type': 'text/csv', cookie },
  });

describe('rate cards CRUD', () => {
  it('POST creates a card with its breaks sorted and surcharge dates defaulted; GET answers it', async () => {
    const input = airCard({ origin_code: 'hkg', breaks: [...airCard().breaks].reverse() });
    const res = await api.call('POST', '/rate_cards', input);
    expect(res.statusCode).toBe(201);
    const card = res.json();
    expect(card).toMatchObject({
      carrier: 'Cathay Cargo',
      origin_code: 'HKG',
      minimum_charge: 75,
      per_cbm_rate: null,
      fixed_charge: 0,
      container_rates: [],
      version: 1,
      surcharges: [{ name: 'Fuel', basis: 'per_kg', amount: 0.85, valid_from: null, valid_to: null }],
    });
    expect(card.breaks.map((b: { min_weight: number }) => b.min_weight)).toEqual([
      0, 45, 100, 300, 500, 1000,
    ]);
    expect((await api.call('GET', `/rate_cards/${card.id}`)).json()).toEqual(card);
  });

  it.each([
    [{ carrier: ' ' }, 'carrier', 'Carrier is required'],
    [
      { origin_code: 'HK' },
      'origin_code',
      'Origin code must be an IATA airport code (3 letters) or a UN/LOCODE (5 characters)',
    ],
    [
      { destination_code: 'NLRT1' },
      'destination_code',
      'Destination code must be an IATA airport code (3 letters) or a UN/LOCODE (5 characters)',
    ],
    [
      { transport_mode: 'Boat' },
      'transport_mode',
      'Transport mode must be Air, Express, Road, Sea LCL, Sea FCL or Rail',
    ],
    [{ valid_from: undefined }, 'valid_from', 'Valid from is required'],
    [{ valid_to: '2025-12-31' }, 'valid_to', 'Valid to cannot be before valid from'],
    [{ breaks: [{ min_weight: 45, rate: 4 }] }, 'breaks', 'The first weight break must start at 0 kg'],
    [
      {
        breaks: [
          { min_weight: 0, rate: 4 },
          { min_weight: 0, rate: 3 },
        ],
      },
      'breaks',
      'Two weight breaks start at the same weight',
    ],
    [
      { breaks: [] },
      'breaks',
      'Give at least one charge: a weight break, a per-CBM rate, a container rate or a fixed charge',
    ],
    [{ minimum_charge: -1 }, 'minimum_charge', 'Minimum charge cannot be negative'],
    [
      { surcharges: [{ name: 'Fuel', basis: 'per_ton', amount: 1 }] },
      'surcharges.0.basis',
      'Surcharge basis must be per_kg, per_shipment or percent_of_freight',
    ],
  ])('refuses %j with 400 and "%s: %s"', async (change, field, message) => {
    const res = await api.call('POST', '/rate_cards', airCard(change));
    expect(res.statusCode).toBe(400);
    const error = res.json().error;
    expect(error.fields[field]).toBe(message);
  });

  it('PUT changes a card, checks the rules on the card as changed, and honours If-Match', async () => {
    const card = (await api.call('POST', '/rate_cards', airCard())).json();
    const earlier = await api.call('PUT', `/rate_cards/${card.id}`, { valid_to: '2025-06-30' });
    expect(earlier.statusCode).toBe(400);
    expect(earlier.json().error.fields.valid_to).toBe('Valid to cannot be before valid from');
    const ok = await api.call('PUT', `/rate_cards/${card.id}`, { minimum_charge: 90 }, { 'if-match': '1' });
    expect(ok.json()).toMatchObject({ minimum_charge: 90, version: 2 });
    const stale = await api.call(
      'PUT',
      `/rate_cards/${card.id}`,
      { minimum_charge: 10 },
      { 'if-match': '1' },
    );
    expect(stale.statusCode).toBe(412);
    expect((await api.call('GET', `/rate_cards/${card.id}`)).json().minimum_charge).toBe(90);
    expect((await api.call('PUT', '/rate_cards/999999', { minimum_charge: 1 })).statusCode).toBe(404);
  });

  it('DELETE removes a card (recorded in the audit log); an unknown id answers 404', async () => {
    const card = (await api.call('POST', '/rate_cards', airCard())).json();
    expect((await api.call('DELETE', `/rate_cards/${card.id}`)).statusCode).toBe(204);
    expect((await api.call('GET', `/rate_cards/${card.id}`)).statusCode).toBe(404);
    expect((await api.call('DELETE', `/rate_cards/${card.id}`)).statusCode).toBe(404);
    const audit = (await api.call('GET', `/audit_log?entity_type=rate_card&entity_id=${card.id}`)).json();
    expect(audit.data[0]).toMatchObject({ action: 'rate_card.deleted' });
  });
});

describe('rate cards list', () => {
  it('answers {data,total,limit,offset}, searches and filters by carrier, mode, lane and validity', async () => {
    await api.call(
      'POST',
      '/rate_cards',
      airCard({ carrier: 'Lufthansa Cargo', destination_code: 'FRA', destination_city: 'Frankfurt' }),
    );
    await api.call(
      'POST',
      '/rate_cards',
      airCard({ carrier: 'Lufthansa Cargo', valid_from: '2027-01-01', valid_to: '2027-12-31' }),
    );
    await api.call(
      'POST',
      '/rate_cards',
      airCard({
        carrier: 'Maersk',
        transport_mode: 'Sea FCL',
        origin_code: 'CNSGH',
        destination_code: 'NLRTM',
        breaks: [],
        container_rates: [{ container_type: '40HC', rate: 2100 }],
      }),
    );
    const all = (await api.call('GET', '/rate_cards?limit=2')).json();
    expect(Object.keys(all).sort()).toEqual(['data', 'limit', 'offset', 'total']);
    expect(all.limit).toBe(2);
    expect(all.data).toHaveLength(2);
    const search = (await api.call('GET', '/rate_cards?search=frankfurt')).json();
    expect(search.data.map((c: { destination_code: string }) => c.destination_code)).toEqual(['FRA']);
    const carrier = (await api.call('GET', '/rate_cards?carrier=Lufthansa%20Cargo')).json();
    expect(carrier.total).toBe(2);
    const sea = (await api.call('GET', `/rate_cards?transport_mode=${encodeURIComponent('Sea FCL')}`)).json();
    expect(sea.data.map((c: { carrier: string }) => c.carrier)).toEqual(['Maersk']);
    const lane = (await api.call('GET', '/rate_cards?origin_code=CNSGH&destination_code=NLRTM')).json();
    expect(lane.total).toBe(1);
    const where = encodeURIComponent("valid_from <= '2027-03-01' and valid_to >= '2027-03-01'");
    const valid = (await api.call('GET', `/rate_cards?where=${where}`)).json();
    expect(valid.data.map((c: { valid_from: string }) => c.valid_from)).toEqual(['2027-01-01']);
    expect((await api.call('GET', '/rate_cards?where=breaks%20%3D%201')).statusCode).toBe(400);
  });
});

describe('rate cards CSV', () => {
  it('imports every card of a sound file in one go', async () => {
    const before = (await api.call('GET', '/rate_cards?carrier=Import%20One')).json().total;
    const res = await importCsv(
      `${CSV_HEADER}\r\n${csvLine('Import One')}\r\n${csvLine('Import One', 'PVG')}\r\n`,
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ imported: 2 });
    const after = (await api.call('GET', '/rate_cards?carrier=Import%20One')).json();
    expect(after.total).toBe(before + 2);
    expect(after.data[0]).toMatchObject({
      minimum_charge: 50,
      breaks: [
        { min_weight: 0, rate: 5 },
        { min_weight: 45, rate: 4 },
        { min_weight: 100, rate: 3.5 },
      ],
    });
  });

  it('imports nothing when any row is wrong, and reports each problem by row and column', async () => {
    const text = [
      CSV_HEADER,
      csvLine('All Or Nothing'),
      csvLine('All Or Nothing', 'HK'),
      csvLine('All Or Nothing', 'HKG', 'AMS', { valid_to: '2025-01-01', breaks: '0:5;45' }),
    ].join('\n');
    const res = await importCsv(text);
    expect(res.statusCode).toBe(400);
    const error = res.json().error;
    expect(error.message).toBe('The file has 3 problems; nothing was imported');
    expect(error.rows).toEqual([
      {
        row: 3,
        column: 'origin_code',
        message: 'Origin code must be an IATA airport code (3 letters) or a UN/LOCODE (5 characters)',
      },
      {
        row: 4,
        column: 'breaks',
        message: 'Write weight breaks as min_weight:rate separated by ; (0:5.10;45:4.20)',
      },
      { row: 4, column: 'valid_to', message: 'Valid to cannot be before valid from' },
    ]);
    expect((await api.call('GET', '/rate_cards?carrier=All%20Or%20Nothing')).json().total).toBe(0);
  });

  it('a row with three problems, a reversed validity among them, reports all three in one answer', async () => {
    const text = [
      CSV_HEADER,
      csvLine('Tres Problemas', 'HKG', 'AMS', {
        currency: 'XXX',
        valid_to: '2025-01-01',
        surcharges: 'Combustible|per_ton|0.85||',
      }),
    ].join('\n');
    const res = await importCsv(text);
    expect(res.statusCode).toBe(400);
    const error = res.json().error;
    expect(error.message).toBe('The file has 3 problems; nothing was imported');
    expect(error.rows.map((r: { column: string }) => r.column)).toEqual([
      'currency',
      'surcharges',
      'valid_to',
    ]);
    expect(error.rows[2]).toEqual({
      row: 2,
      column: 'valid_to',
      message: 'Valid to cannot be before valid from',
    });
  });

  it('refuses a file over the size limit with 413, and a JSON body in words', async () => {
    const big = `${CSV_HEADER}\n${`${csvLine('Big')}\n`.repeat(40_000)}`;
    expect((await importCsv(big)).statusCode).toBe(413);
    const json = await api.call('POST', '/rate_cards/import', { carrier: 'x' });
    expect(json.statusCode).toBe(400);
    expect(json.json().error.message).toBe('Send the rate cards as CSV text');
  });

  it('exports the filtered cards in the import columns, and the export imports back as the same cards', async () => {
    await api.call(
      'POST',
      '/rate_cards',
      airCard({
        carrier: 'Round Trip',
        notes: 'Rates, "net"',
        fixed_charge: 25,
        per_cbm_rate: 12.5,
        surcharges: [
          {
            name: 'Security',
            basis: 'per_shipment',
            amount: 25,
            valid_from: '2026-03-01',
            valid_to: '2026-06-30',
          },
        ],
      }),
    );
    const res = await api.call('GET', '/rate_cards/export?carrier=Round%20Trip');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="rate-cards-/);
    const lines = res.body.trim().split('\r\n');
    expect(lines[0]).toBe(CSV_HEADER);
    expect(lines).toHaveLength(2);
    const exported = (await api.call('GET', '/rate_cards?carrier=Round%20Trip')).json().data[0];
    const renamed = res.body.replace('Round Trip', 'Round Trip Again');
    expect((await importCsv(renamed)).json()).toEqual({ imported: 1 });
    const again = (await api.call('GET', '/rate_cards?carrier=Round%20Trip%20Again')).json().data[0];
    const strip = ({
      id: _i,
      carrier: _c,
      created_at: _a,
      updated_at: _u,
      ...rest
    }: Record<string, unknown>) => rest;
    expect(strip(again)).toEqual(strip(exported));
  });
});

describe('rate cards permissions', () => {
  it('follow the quotations grants: view reads, create adds and imports, edit changes, delete removes', async () => {
    const card = (await api.call('POST', '/rate_cards', airCard())).json();
    const none = await t.signedInUser({ grants: { contacts: ['view'] } });
    const viewer = await t.signedInUser({ grants: { quotations: ['view'] } });
    const as = (cookie: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: object) =>
      api.call(method, url, body, {}, cookie);
    expect((await as(none.cookie, 'GET', '/rate_cards')).statusCode).toBe(403);
    expect((await as(none.cookie, 'GET', '/rate_cards/export')).statusCode).toBe(403);
    expect((await as(viewer.cookie, 'GET', '/rate_cards')).statusCode).toBe(200);
    expect((await as(viewer.cookie, 'GET', `/rate_cards/${card.id}`)).statusCode).toBe(200);
    expect((await as(viewer.cookie, 'GET', '/rate_cards/export')).statusCode).toBe(200);
    expect((await as(viewer.cookie, 'POST', '/rate_cards', airCard())).statusCode).toBe(403);
    expect((await importCsv(`${CSV_HEADER}\n${csvLine('Viewer')}`, viewer.cookie)).statusCode).toBe(403);
    expect((await as(viewer.cookie, 'PUT', `/rate_cards/${card.id}`, { minimum_charge: 1 })).statusCode).toBe(
      403,
    );
    expect((await as(viewer.cookie, 'DELETE', `/rate_cards/${card.id}`)).statusCode).toBe(403);
    expect((await api.call('GET', `/rate_cards/${card.id}`)).json().version).toBe(1);
    const creator = await t.signedInUser({ grants: { quotations: ['view', 'create'] } });
    expect((await as(creator.cookie, 'POST', '/rate_cards', airCard())).statusCode).toBe(201);
    expect((await importCsv(`${CSV_HEADER}\n${csvLine('Creator')}`, creator.cookie)).statusCode).toBe(201);
    expect(
      (await as(creator.cookie, 'PUT', `/rate_cards/${card.id}`, { minimum_charge: 1 })).statusCode,
    ).toBe(403);
    const editor = await t.signedInUser({ grants: { quotations: ['view', 'edit'] } });
    expect((await as(editor.cookie, 'PUT', `/rate_cards/${card.id}`, { minimum_charge: 1 })).statusCode).toBe(
      200,
    );
    expect((await as(editor.cookie, 'DELETE', `/rate_cards/${card.id}`)).statusCode).toBe(403);
    const deleter = await t.signedInUser({ grants: { quotations: ['delete'] } });
    expect((await as(deleter.cookie, 'DELETE', `/rate_cards/${card.id}`)).statusCode).toBe(204);
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/1/rate_cards' });
    expect(anonymous.statusCode).toBe(401);
  });
});
