import { beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/test-app';
import { adminQuotationApi, type QuotationApi } from '../quotations/quotation-contents.fixtures';
import { airCard, CSV_HEADER, csvLine } from './rate-cards.fixtures';

const context = adminQuotationApi();
let t: TestApp;
let api: QuotationApi;
beforeAll(() => {
  ({ t, api } = context);
});

const seaCard = (extra: Record<string, unknown>) =>
  airCard({
    transport_mode: 'Sea FCL',
    origin_code: 'CNSGH',
    destination_code: 'DEHAM',
    breaks: [],
    container_rates: [{ container_type: '40HC', rate: 2100 }],
    ...extra,
  });

describe('rate card lanes by transport mode', () => {
  it('refuses a lane the mode cannot use, naming the field', async () => {
    const res = await api.call('POST', '/rate_cards', seaCard({ destination_code: 'HAM' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'HAM is not a port: choose a sea port such as DEHAM',
      fields: { destination_code: 'HAM is not a port: choose a sea port such as DEHAM' },
    });
    const air = await api.call('POST', '/rate_cards', airCard({ origin_code: 'ZZZ' }));
    expect(air.json().error.fields).toEqual({
      origin_code: 'ZZZ is not a known location: choose an airport such as FRA',
    });
  });

  it('checks an update on the codes and the mode it changes, and keeps an old unknown code', async () => {
    const card = (await api.call('POST', '/rate_cards', seaCard({}))).json();
    const wrong = await api.call('PUT', `/rate_cards/${card.id}`, { origin_code: 'PVG' });
    expect(wrong.json().error.fields).toEqual({
      origin_code: 'PVG is not a port: choose a sea port such as CNSGH',
    });
    const mode = await api.call('PUT', `/rate_cards/${card.id}`, { transport_mode: 'Air' });
    expect(mode.statusCode, mode.body).toBe(200);
    await t.pool.query(`update rate_cards set origin_code = 'ZZZZZ' where id = $1`, [card.id]);
    const notes = await api.call('PUT', `/rate_cards/${card.id}`, {
      notes: 'Old lane',
      transport_mode: 'Express',
    });
    expect(notes.statusCode, notes.body).toBe(200);
    expect(notes.json()).toMatchObject({ origin_code: 'ZZZZZ', notes: 'Old lane' });
  });

  it('imports nothing from a file whose lanes do not fit their mode, naming row and column', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/1/rate_cards/import',
      payload: [
        CSV_HEADER,
        csvLine('Lane Check'),
        csvLine('Lane Check', 'DEAAL'),
        csvLine('Lane Check', 'HKG', 'QQQ'),
      ].join('\n'),
      headers: { 'content-type': 'text/csv', cookie: (await t.signedInUser({ role: 'admin' })).cookie },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.rows).toEqual([
      { row: 3, column: 'origin_code', message: 'DEAAL is not an airport: choose an airport such as FRA' },
      {
        row: 4,
        column: 'destination_code',
        message: 'QQQ is not a known location: choose an airport such as FRA',
      },
    ]);
    expect((await api.call('GET', '/rate_cards?carrier=Lane%20Check')).json().total).toBe(0);
  });
});
