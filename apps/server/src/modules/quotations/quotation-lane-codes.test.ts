import { describe, expect, it } from 'vitest';
import { adminQuotationApi } from './quotation-contents.fixtures';

const context = adminQuotationApi();
const put = (id: number, body: object) => context.api.call('PUT', `/quotations/${id}`, body);

function expectRefused(res: { statusCode: number; json(): unknown }, fields: Record<string, string>) {
  expect(res.statusCode).toBe(400);
  const { error } = res.json() as {
    error: { code: string; message: string; fields: Record<string, string> };
  };
  expect(error.code).toBe('VALIDATION_FAILED');
  expect(error.fields).toEqual(fields);
  expect(error.message).toBe(Object.values(fields)[0]);
}

describe('quotation lane codes by transport mode', () => {
  it('a Sea FCL quotation refuses an airport code, naming the field and the port to choose', async () => {
    const { api } = context;
    const res = await api.call('POST', '/quotations', {
      contact_id: (await api.newQuotation()).contact_id,
      start_date: '2026-11-27',
      valid_until_date: '2026-12-27',
      transport_mode: 'Sea FCL',
      origin_code: 'CNSGH',
      destination_code: 'HAM',
    });
    expectRefused(res, { destination_code: 'HAM is not a port: choose a sea port such as DEHAM' });
  });

  it('accepts each mode its own kind of place', async () => {
    const { api } = context;
    const sea = await api.newQuotation({
      transport_mode: 'Sea FCL',
      origin_code: 'cnsgh',
      destination_code: 'DEHAM',
    });
    expect(sea).toMatchObject({ origin_code: 'CNSGH', destination_code: 'DEHAM' });
    // Air takes an IATA airport code or a UN/LOCODE with an airport function.
    const air = await api.newQuotation({
      transport_mode: 'Air',
      origin_code: 'PVG',
      destination_code: 'DEHAM',
    });
    expect(air).toMatchObject({ origin_code: 'PVG', destination_code: 'DEHAM' });
    // Road takes any UN/LOCODE, an inland town too (Aalen has no port and no airport).
    const road = await api.newQuotation({
      transport_mode: 'Road',
      origin_code: 'DEAAL',
      destination_code: 'NLRTM',
    });
    expect(road).toMatchObject({ origin_code: 'DEAAL' });
  });

  it('refuses a place the mode cannot use, or no known place, on create and on update', async () => {
    const { api } = context;
    const q = await api.newQuotation({ transport_mode: 'Air', origin_code: 'HKG', destination_code: 'AMS' });
    expectRefused(await put(q.id, { origin_code: 'ZZZ' }), {
      origin_code: 'ZZZ is not a known location: choose an airport such as FRA',
    });
    expectRefused(await put(q.id, { destination_code: 'DEAAL' }), {
      destination_code: 'DEAAL is not an airport: choose an airport such as FRA',
    });
    expectRefused(await put(q.id, { transport_mode: 'Road' }), {
      origin_code: 'HKG is not a UN/LOCODE: choose a UN/LOCODE place such as HKHKG',
      destination_code: 'AMS is not a UN/LOCODE: choose a UN/LOCODE place such as NLAMS',
    });
    // Nothing was written by the refused saves.
    expect(await api.getQuotation(q.id)).toMatchObject({
      transport_mode: 'Air',
      origin_code: 'HKG',
      destination_code: 'AMS',
      version: q.version,
    });
    const moved = await put(q.id, {
      transport_mode: 'Sea LCL',
      origin_code: 'HKHKG',
      destination_code: 'NLAMS',
    });
    expect(moved.statusCode, moved.body).toBe(200);
  });

  it('keeps an old unknown code: saves that do not replace it pass, and it is not deleted', async () => {
    const { api, t } = context;
    const q = await api.newQuotation({ transport_mode: 'Air' });
    // Entered before the lists existed, when any three letters passed.
    await t.pool.query(`update quotations set origin_code = 'ZZZ', destination_code = 'QQQ' where id = $1`, [
      q.id,
    ]);
    const notes = await put(q.id, { notes: 'Fragile' });
    expect(notes.statusCode, notes.body).toBe(200);
    // A change of mode checks known codes, and keeps the unknown ones as they are.
    const mode = await put(q.id, { transport_mode: 'Express' });
    expect(mode.statusCode, mode.body).toBe(200);
    expect(mode.json()).toMatchObject({
      origin_code: 'ZZZ',
      destination_code: 'QQQ',
      transport_mode: 'Express',
    });
    // Replacing one with another unknown code is refused; with a real one it passes.
    expectRefused(await put(q.id, { origin_code: 'XXX' }), {
      origin_code: 'XXX is not a known location: choose an airport such as FRA',
    });
    const fixed = await put(q.id, { origin_code: 'FRA' });
    expect(fixed.json()).toMatchObject({ origin_code: 'FRA', destination_code: 'QQQ' });
  });
});
