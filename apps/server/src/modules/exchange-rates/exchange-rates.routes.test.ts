import { todayIso } from '@freight/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEcbFeedServer } from '../../../test/ecb-feed-server';
import { createTestApp, type TestApp } from '../../../test/test-app';

let feed: Awaited<ReturnType<typeof startEcbFeedServer>>;
let t: TestApp;
let admin: string;
const feedConfig = { url: '', limits: { timeoutMs: 10_000, maxBytes: 64 * 1024 } };

beforeAll(async () => {
  feed = await startEcbFeedServer();
  feedConfig.url = feed.dailyUrl;
  // The app reads the feed's address at each import: tests point it at the stand-in's failing paths.
  t = await createTestApp({ fxFeed: feedConfig });
  admin = (await t.signedInUser({ role: 'admin' })).cookie;
});
afterAll(async () => {
  await t?.close();
  await feed?.close();
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (
  method: Method,
  url: string,
  payload?: object,
  cookie = admin,
  headers: Record<string, string> = {},
) => t.call(method, url, cookie, payload, headers);

describe('manual exchange rates', () => {
  it('adds, edits and deletes a rate with its date; the rates in force are the newest of each pair on a day', async () => {
    const older = await call('POST', '/exchange_rates', {
      base: 'EUR',
      quote: 'CAD',
      rate: '1.49',
      date: '2026-10-01',
    });
    expect(older.statusCode, older.body).toBe(201);
    expect(older.json()).toMatchObject({
      base: 'EUR',
      quote: 'CAD',
      rate: 1.49,
      date: '2026-10-01',
      source: 'manual',
      version: 1,
    });
    const newer = (
      await call('POST', '/exchange_rates', { base: 'EUR', quote: 'CAD', rate: 1.51, date: '2026-11-01' })
    ).json();
    const onDay = (day: string) => call('GET', `/exchange_rates?date=${day}`).then((res) => res.json());
    expect((await onDay('2026-10-15')).filter((r: { quote: string }) => r.quote === 'CAD')).toMatchObject([
      { rate: 1.49 },
    ]);
    expect((await onDay('2026-11-02')).filter((r: { quote: string }) => r.quote === 'CAD')).toMatchObject([
      { rate: 1.51 },
    ]);
    expect((await onDay('2026-09-30')).filter((r: { quote: string }) => r.quote === 'CAD')).toEqual([]);

    const edited = await call('PUT', `/exchange_rates/${newer.id}`, { rate: 1.5123456789 }, admin, {
      'if-match': '1',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ rate: 1.5123456789, version: 2 });
    const stale = await call('PUT', `/exchange_rates/${newer.id}`, { rate: 2 }, admin, { 'if-match': '1' });
    expect(stale.statusCode).toBe(412);
    expect((await call('DELETE', `/exchange_rates/${newer.id}`)).statusCode).toBe(204);
    expect((await call('DELETE', `/exchange_rates/${newer.id}`)).statusCode).toBe(404);
    expect((await onDay('2026-11-02')).filter((r: { quote: string }) => r.quote === 'CAD')).toMatchObject([
      { rate: 1.49 },
    ]);
  });

  it('dates a rate today unless told, and refuses a second rate of the pair on the same day', async () => {
    const today = await call('POST', '/exchange_rates', { base: 'GBP', quote: 'USD', rate: 1.27 });
    expect(today.json()).toMatchObject({ date: todayIso() });
    const again = await call('POST', '/exchange_rates', { base: 'GBP', quote: 'USD', rate: 1.28 });
    expect(again.statusCode).toBe(400);
    expect(again.json().error.fields).toEqual({
      date: `There is already a GBP→USD rate for ${todayIso()}: edit that one instead`,
    });
  });

  it.each([
    [{ base: 'EUR', quote: 'EUR', rate: 1 }, { quote: 'Base and quote currency must differ' }],
    [{ base: 'XXX', quote: 'USD', rate: 1 }, { base: 'Unknown base currency: XXX' }],
    [{ base: 'EUR', quote: 'USD', rate: 0 }, { rate: 'Rate must be greater than 0' }],
    [{ base: 'EUR', quote: 'USD', rate: 'abc' }, { rate: 'Rate must be a number' }],
    [
      { base: 'EUR', quote: 'USD', rate: 1, date: '2026-13-01' },
      { date: 'Date must be a valid date (YYYY-MM-DD)' },
    ],
    [{ quote: 'USD', rate: 1 }, { base: 'Base currency is required' }],
  ])('refuses %o, saving nothing', async (body, fields) => {
    const before = (await call('GET', '/exchange_rates?date=2100-01-01')).json().length;
    const res = await call('POST', '/exchange_rates', body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toMatchObject(fields);
    expect((await call('GET', '/exchange_rates?date=2100-01-01')).json()).toHaveLength(before);
  });

  it('takes any active ISO 4217 code, not only the favourite currencies', async () => {
    const res = await call('POST', '/exchange_rates', {
      base: 'EUR',
      quote: 'KWD',
      rate: 0.331,
      date: '2026-11-03',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ base: 'EUR', quote: 'KWD', rate: 0.331, source: 'manual' });
  });

  it('refuses an edit that makes the pair one currency, or a bad date query', async () => {
    const rate = (
      await call('POST', '/exchange_rates', { base: 'AUD', quote: 'USD', rate: 0.65, date: '2026-01-05' })
    ).json();
    const res = await call('PUT', `/exchange_rates/${rate.id}`, { base: 'USD' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ quote: 'Base and quote currency must differ' });
    expect((await call('GET', '/exchange_rates?date=yesterday')).statusCode).toBe(400);
  });
});

describe('who may read and change the rates (as the pricing settings)', () => {
  it('everyone signed in reads them; settings:edit adds, edits, deletes and imports', async () => {
    const seller = (
      await t.signedInUser({
        grants: { quotations: ['view', 'edit'], settings: ['view', 'create', 'delete'] },
      })
    ).cookie;
    const editor = (await t.signedInUser({ grants: { settings: ['edit'] } })).cookie;
    expect((await call('GET', '/exchange_rates', undefined, seller)).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/1/exchange_rates' })).statusCode).toBe(401);
    const body = { base: 'CAD', quote: 'USD', rate: 0.72, date: '2026-02-01' };
    expect((await call('POST', '/exchange_rates', body, seller)).statusCode).toBe(403);
    expect((await call('POST', '/exchange_rates/import', undefined, seller)).statusCode).toBe(403);
    const made = await call('POST', '/exchange_rates', body, editor);
    expect(made.statusCode).toBe(201);
    expect((await call('PUT', `/exchange_rates/${made.json().id}`, { rate: 0.73 }, seller)).statusCode).toBe(
      403,
    );
    expect((await call('DELETE', `/exchange_rates/${made.json().id}`, undefined, seller)).statusCode).toBe(
      403,
    );
    expect((await call('PUT', `/exchange_rates/${made.json().id}`, { rate: 0.73 }, editor)).statusCode).toBe(
      200,
    );
    expect((await call('DELETE', `/exchange_rates/${made.json().id}`, undefined, editor)).statusCode).toBe(
      204,
    );
  });
});

describe('importing the ECB file', () => {
  it('a failed fetch keeps the rates, answers the reason, and Diagnostics says so', async () => {
    const before = (await call('GET', '/exchange_rates?date=2026-11-30')).json();
    feedConfig.limits.timeoutMs = 500;
    for (const [path, reason] of [
      ['/error', 'The feed answered HTTP 500'],
      ['/bad-xml', 'The feed is not well-formed XML'],
      ['/slow', 'The feed did not answer within 0.5 seconds'],
    ]) {
      feedConfig.url = `${feed.origin}${path}`;
      const res = await call('POST', '/exchange_rates/import');
      expect(res.statusCode).toBe(503);
      expect(res.json().error.message).toContain(reason);
      expect(res.json().error.message).toContain('The exchange rates already saved are kept.');
    }
    feedConfig.limits.timeoutMs = 10_000;
    expect((await call('GET', '/exchange_rates?date=2026-11-30')).json()).toEqual(before);
    const diagnostics = (await call('GET', '/diagnostics')).json().exchange_rates;
    expect(diagnostics).toMatchObject({
      ok: false,
      feed_url: `${feed.origin}/slow`,
      last_success_at: null,
      last_failure_reason: 'The feed did not answer within 0.5 seconds',
    });
    expect(Date.parse(diagnostics.last_failure_at)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('imports every rate of the recorded file against EUR, exactly, and keeps a rate staff typed for that day', async () => {
    feedConfig.url = feed.dailyUrl;
    const typed = await call('POST', '/exchange_rates', {
      base: 'EUR',
      quote: 'GBP',
      rate: 0.9,
      date: '2026-11-26',
    });
    expect(typed.statusCode).toBe(201);
    const res = await call('POST', '/exchange_rates/import');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ rates_date: '2026-11-26', source: 'ECB', imported: 29, kept_manual: 1 });
    const rates = (await call('GET', '/exchange_rates?date=2026-11-26')).json();
    const of = (quote: string) =>
      rates.find((r: { base: string; quote: string }) => r.base === 'EUR' && r.quote === quote);
    expect(of('USD')).toMatchObject({ rate: 1.0812, date: '2026-11-26', source: 'ECB' });
    expect(of('IDR')).toMatchObject({ rate: 17180.45, source: 'ECB' });
    expect(of('GBP')).toMatchObject({ rate: 0.9, source: 'manual' });
    // The same file again writes nothing new.
    expect((await call('POST', '/exchange_rates/import')).json()).toMatchObject({ imported: 0 });
    const diagnostics = (await call('GET', '/diagnostics')).json().exchange_rates;
    expect(diagnostics).toMatchObject({
      ok: true,
      last_success_rates_date: '2026-11-26',
      last_failure_reason: 'The feed did not answer within 0.5 seconds',
    });
    expect(diagnostics.newest_rate_date >= '2026-11-26').toBe(true);
  });

  it('an edited ECB rate becomes a manual one', async () => {
    const usd = (await call('GET', '/exchange_rates?date=2026-11-26'))
      .json()
      .find((r: { base: string; quote: string }) => r.base === 'EUR' && r.quote === 'USD');
    const res = await call('PUT', `/exchange_rates/${usd.id}`, { rate: 1.09 });
    expect(res.json()).toMatchObject({ rate: 1.09, source: 'manual' });
  });
});

describe('with the feed off', () => {
  it('an import is refused with the reason', async () => {
    const off = await createTestApp();
    try {
      const cookie = (await off.signedInUser({ role: 'admin' })).cookie;
      const res = await off.app.inject({
        method: 'POST',
        url: '/api/1/exchange_rates/import',
        headers: { cookie },
      });
      expect(res.statusCode).toBe(409);
      expect(res.json().error.message).toBe(
        'The exchange-rate feed is off (FX_FEED_URL=off): type the rates in the pricing settings',
      );
    } finally {
      await off.close();
    }
  });
});
