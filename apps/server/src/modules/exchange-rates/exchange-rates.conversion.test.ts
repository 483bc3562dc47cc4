import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEcbFeedServer } from '../../../test/ecb-feed-server';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { type QuotationApi, quotationApi } from '../quotations/quotation-contents.fixtures';

// One database for the file: the tests run in order, from an empty rates table to an imported ECB file.
let feed: Awaited<ReturnType<typeof startEcbFeedServer>>;
let t: TestApp;
let api: QuotationApi;

beforeAll(async () => {
  feed = await startEcbFeedServer();
  t = await createTestApp({ fxFeed: { url: feed.dailyUrl } });
  api = quotationApi(t, (await t.signedInUser({ role: 'admin' })).cookie);
});
afterAll(async () => {
  await t?.close();
  await feed?.close();
});

async function addRate(base: string, quote: string, rate: number | string, date?: string) {
  const res = await api.call('POST', '/exchange_rates', { base, quote, rate, date });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

const buyLine = (quotationId: number, fields: object) =>
  api.call('POST', '/cost_items', {
    quotation_id: quotationId,
    category_id: 1,
    description: 'Trucking Hamburg',
    total_cost: 150,
    ...fields,
  });

const noRate = (pair: string) =>
  `No exchange rate ${pair} on this quotation: add it in the pricing settings, then reprice the quotation with today's rates`;

describe('a EUR quotation with a USD buy line (USD the base currency)', () => {
  it('names the missing pair EUR→USD, and 1 EUR = 1.08 USD then converts it', async () => {
    const q = await api.newQuotation({ currency: 'EUR' });
    const refused = await buyLine(q.id, { buy_total: 108, buy_currency: 'USD' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields).toEqual({ buy_currency: noRate('EUR→USD') });
    expect((await api.call('GET', `/cost_items?quotation_id=${q.id}`)).json().total).toBe(0);

    await addRate('EUR', 'USD', '1.08', '2026-11-20');
    const line = await buyLine(q.id, { buy_total: 108, buy_currency: 'USD' });
    expect(line.statusCode, line.body).toBe(201);
    expect(line.json()).toMatchObject({ buy_total: 108, buy_currency: 'USD', buy_cost: 100 });
    expect(await api.getQuotation(q.id)).toMatchObject({
      total_buy: 100,
      margin_amount: 50,
      priced_rates: { base: 'USD', rates: { EUR: 1.08 }, date: '2026-11-20', source: 'manual' },
    });
  });

  it('a rate typed the other way round (1 USD = 0.8 GBP) converts too', async () => {
    await addRate('USD', 'GBP', '0.8', '2026-11-20');
    const q = await api.newQuotation({ currency: 'GBP' });
    const line = await buyLine(q.id, { buy_total: 100, buy_currency: 'USD' });
    expect(line.json()).toMatchObject({ buy_cost: 80 });
  });
});

describe('rates recorded on a quotation', () => {
  it('a pair missing from them is named until the quotation is repriced with the newest rates', async () => {
    const q = await api.newQuotation({ currency: 'EUR' });
    await api.addCostLine(q.id, { total_cost: 10 });
    expect((await api.getQuotation(q.id)).priced_rates).toMatchObject({ date: '2026-11-20' });
    // No AUD rate when it was priced: AUD→USD is the pair it lacks.
    expect((await buyLine(q.id, { buy_total: 100, buy_currency: 'AUD' })).json().error.fields).toEqual({
      buy_currency: noRate('AUD→USD'),
    });
    await addRate('AUD', 'USD', '0.648', '2026-11-21');
    // Still priced with its own rates...
    expect((await buyLine(q.id, { buy_total: 100, buy_currency: 'AUD' })).statusCode).toBe(400);
    // ...until repriced: 100 AUD x 0.648 / 1.08 = 60 EUR.
    const repriced = await api.call('POST', `/quotations/${q.id}/reprice`);
    expect(repriced.json().priced_rates).toMatchObject({
      date: '2026-11-21',
      rates: { AUD: 0.648, EUR: 1.08 },
    });
    expect((await buyLine(q.id, { buy_total: 100, buy_currency: 'AUD' })).json()).toMatchObject({
      buy_cost: 60,
    });
  });
});

describe('after importing the ECB file (all rates against EUR)', () => {
  it('crosses currencies through EUR, and repricing takes the newest rates', async () => {
    const cad = await api.newQuotation({ currency: 'CAD' });
    await api.addCostLine(cad.id, { total_cost: 10 });
    expect((await buyLine(cad.id, { buy_total: 100, buy_currency: 'USD' })).json().error.fields).toEqual({
      buy_currency: noRate('CAD→USD'),
    });
    expect((await api.call('POST', '/exchange_rates/import')).statusCode).toBe(200);
    const repriced = await api.call('POST', `/quotations/${cad.id}/reprice`);
    expect(repriced.json().priced_rates).toMatchObject({ date: '2026-11-26', source: 'ECB, manual' });
    // The manual 1 EUR = 1.08 USD is older than the ECB's 1.0812 of 2026-11-26, which is now in force:
    // 100 USD / 1.0812 x 1.5173 = 140.33 CAD.
    expect((await buyLine(cad.id, { buy_total: 100, buy_currency: 'USD' })).json()).toMatchObject({
      buy_cost: 140.33,
    });
    // A CAD buy on a GBP quotation goes through the base: CAD→USD crosses through EUR (1.0812 / 1.5173), and
    // GBP→USD is the direct manual pair 1 USD = 0.8 GBP, preferred to a cross rate:
    // 1,000 x 1.0812 / 1.5173 x 0.8 = 570.066… → 570.07 GBP, half up to the penny.
    const gbp = await api.newQuotation({ currency: 'GBP' });
    expect((await buyLine(gbp.id, { buy_total: 1000, buy_currency: 'CAD' })).json()).toMatchObject({
      buy_cost: 570.07,
    });
  });
});
