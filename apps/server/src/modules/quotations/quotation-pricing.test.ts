import { describe, expect, it } from 'vitest';
import { sendingTestApp } from './quotation-revisions.fixtures';
import { pdfPages } from './quote-send.fixtures';

const sending = sendingTestApp();

async function setPricing(fields: object) {
  const current = (await sending.api.call('GET', '/pricing-settings')).json();
  const res = await sending.api.call('PUT', '/pricing-settings', fields, {
    'if-match': String(current.version),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** A manual exchange rate: 1 base = rate quote, in force from `date`. */
async function addRate(base: string, quote: string, rate: number, date?: string) {
  const res = await sending.api.call('POST', '/exchange_rates', { base, quote, rate, date });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

const put = async (id: number, fields: object) => {
  const res = await sending.api.call('PUT', `/quotations/${id}`, fields);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

/** 310 kg and 2.4 CBM: the example. */
async function exampleQuotation(extra: object = {}) {
  const q = await sending.api.newQuotation(extra);
  await sending.api.addCargoLine(q.id, { volume_value: 2.4, weight_value: 310 });
  return q;
}

describe('chargeable weight by transport mode, through real cargo lines', () => {
  it('is Air by default and follows the mode, the cargo and the containers', async () => {
    const q = await exampleQuotation();
    expect(await sending.api.getQuotation(q.id)).toMatchObject({
      transport_mode: 'Air',
      chargeable_weight: 401,
    });
    expect((await put(q.id, { transport_mode: 'Express' })).chargeable_weight).toBe(480);
    expect((await put(q.id, { transport_mode: 'Road' })).chargeable_weight).toBe(800);
    expect((await put(q.id, { transport_mode: 'Rail' })).chargeable_weight).toBe(800);
    expect((await put(q.id, { transport_mode: 'Sea LCL' })).chargeable_weight).toBe(2400);
    const fcl = await put(q.id, { transport_mode: 'Sea FCL', containers: [{ type: '40HC', count: 2 }] });
    expect(fcl).toMatchObject({ chargeable_weight: 310, containers: [{ type: '40HC', count: 2 }] });
    // A heavier cargo line moves it at once (Air: 1,310 kg actual > 400.8 kg volumetric).
    await put(q.id, { transport_mode: 'Air' });
    await sending.api.addCargoLine(q.id, { volume_value: 0, weight_value: 1000 });
    expect((await sending.api.getQuotation(q.id)).chargeable_weight).toBe(1310);
  });

  it('Sea LCL charges at least one revenue ton', async () => {
    const q = await sending.api.newQuotation({ transport_mode: 'Sea LCL' });
    expect(q.chargeable_weight).toBe(1000);
    await sending.api.addCargoLine(q.id, { volume_value: 0.3, weight_value: 120 });
    expect((await sending.api.getQuotation(q.id)).chargeable_weight).toBe(1000);
  });

  it('uses the factors in the settings', async () => {
    await setPricing({ air_factor: 200 });
    const q = await exampleQuotation();
    expect((await sending.api.getQuotation(q.id)).chargeable_weight).toBe(480);
    await setPricing({ air_factor: 167 });
  });

  it('validates the mode, lane codes and containers', async () => {
    const q = await sending.api.newQuotation();
    const res = await sending.api.call('PUT', `/quotations/${q.id}`, {
      transport_mode: 'Boat',
      origin_code: 'HK',
      containers: [{ type: '20GP', count: 0 }],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toMatchObject({
      transport_mode: 'Transport mode must be Air, Express, Road, Sea LCL, Sea FCL or Rail',
      origin_code: 'Origin code must be an IATA airport code (3 letters) or a UN/LOCODE (5 characters)',
    });
    const ok = await put(q.id, { origin_code: 'hkg', destination_code: 'nlrtm' });
    expect(ok).toMatchObject({ origin_code: 'HKG', destination_code: 'NLRTM' });
  });
});

describe('sell, buy and margin', () => {
  it('prices Chargeable lines per chargeable kg, with the buy side and the margin per line and in total', async () => {
    const q = await exampleQuotation();
    const line = await sending.api.addCostLine(q.id, {
      description: 'Air freight',
      calculation_method: 'Chargeable',
      rate: 2.5,
      total_cost: null,
      supplier: 'Cathay Cargo',
      buy_rate: 2,
    });
    expect(line).toMatchObject({ total_cost: 1002.5, buy_total: 802, buy_currency: null, buy_cost: 802 });
    expect(line).not.toHaveProperty('entered_buy_total');
    await sending.api.addCostLine(q.id, { description: 'Docs', total_cost: 33.33, buy_total: 0 });
    const after = await sending.api.getQuotation(q.id);
    // 1035.83 sell, 802 buy: 233.83 margin, 22.57% of sell.
    expect(after).toMatchObject({
      total_cost: 1035.83,
      total_buy: 802,
      margin_amount: 233.83,
      margin_percent: 22.57,
    });
    // Road: 800 kg chargeable, both sides follow.
    const road = await put(q.id, { transport_mode: 'Road' });
    expect(road).toMatchObject({
      total_cost: 2033.33,
      total_buy: 1600,
      margin_amount: 433.33,
      margin_percent: 21.31,
    });
  });

  it('converts a foreign buy currency with the rates recorded on the quotation until it is repriced', async () => {
    await addRate('EUR', 'USD', 1.1, '2026-11-20');
    const q = await sending.api.newQuotation();
    const line = await sending.api.addCostLine(q.id, {
      total_cost: 200,
      buy_total: 100,
      buy_currency: 'EUR',
    });
    expect(line).toMatchObject({ buy_total: 100, buy_currency: 'EUR', buy_cost: 110 });
    expect(await sending.api.getQuotation(q.id)).toMatchObject({
      total_buy: 110,
      margin_amount: 90,
      margin_percent: 45,
      priced_rates: { base: 'USD', rates: { EUR: 1.1 }, date: '2026-11-20', source: 'manual' },
    });
    // Newer rates do not move it, even when a line changes...
    await addRate('EUR', 'USD', 1.2, '2026-11-25');
    await sending.api.addCostLine(q.id, { total_cost: 10 });
    expect((await sending.api.getQuotation(q.id)).total_buy).toBe(110);
    // ...until someone reprices it with today's rates.
    const repriced = await sending.api.call('POST', `/quotations/${q.id}/reprice`);
    expect(repriced.statusCode, repriced.body).toBe(200);
    expect(repriced.json()).toMatchObject({
      total_buy: 120,
      margin_amount: 90,
      priced_rates: { rates: { EUR: 1.2 }, date: '2026-11-25' },
    });
    // A quotation in EUR converts a USD buy through the base: 120 USD / 1.2 = 100 EUR.
    const eur = await sending.api.newQuotation({ currency: 'EUR' });
    expect(
      await sending.api.addCostLine(eur.id, { total_cost: 150, buy_total: 120, buy_currency: 'USD' }),
    ).toMatchObject({ buy_cost: 100 });
  });

  it('refuses a buy currency without a rate, saving nothing', async () => {
    const q = await sending.api.newQuotation();
    const res = await sending.api.call('POST', '/cost_items', {
      quotation_id: q.id,
      category_id: (await sending.api.categories()).packaging,
      description: 'Customs',
      total_cost: 50,
      buy_total: 40,
      buy_currency: 'AUD',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.buy_currency).toBe(
      "No exchange rate AUD→USD on this quotation: add it in the pricing settings, then reprice the quotation with today's rates",
    );
    expect((await sending.api.call('GET', `/cost_items?quotation_id=${q.id}`)).json().data).toEqual([]);
  });

  it('rounds conversions half up to the cent and the total is the sum of the lines', async () => {
    await addRate('GBP', 'USD', 1.27);
    const q = await sending.api.newQuotation();
    // 0.5 GBP x 1.27 = 0.635 → 0.64 (three times: 1.92, not 1.905 rounded once).
    for (let i = 0; i < 3; i++)
      await sending.api.addCostLine(q.id, { total_cost: 1, buy_total: 0.5, buy_currency: 'GBP' });
    const lines = (await sending.api.call('GET', `/cost_items?quotation_id=${q.id}`)).json().data;
    expect(lines.map((l: { buy_cost: number }) => l.buy_cost)).toEqual([0.64, 0.64, 0.64]);
    expect(await sending.api.getQuotation(q.id)).toMatchObject({
      total_buy: 1.92,
      margin_amount: 1.08,
      margin_percent: 36,
    });
  });
});

describe('the minimum margin', () => {
  const sendBody = { to: ['client@lowmargin.test'], subject: 'Low margin quote', message: 'Hello' };

  it('blocks sending below the minimum unless confirmed, and the draft says so', async () => {
    await setPricing({ minimum_margin_percent: 10 });
    const q = await sending.api.newQuotation();
    await sending.api.addCostLine(q.id, { total_cost: 100, buy_total: 95 });
    const draft = (await sending.api.call('GET', `/quotations/${q.id}/send-draft`)).json();
    expect(draft.low_margin).toEqual({ percent: 5, minimum_percent: 10 });
    const blocked = await sending.api.call('POST', `/quotations/${q.id}/send`, sendBody);
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json().error.message).toBe(
      'The margin of this quotation is below the minimum: confirm that you want to send it anyway.',
    );
    expect((await sending.api.call('GET', `/quotations/${q.id}/sends`)).json().data ?? []).toHaveLength(0);
    const sent = await sending.api.call('POST', `/quotations/${q.id}/send`, {
      ...sendBody,
      confirm_low_margin: true,
    });
    expect(sent.statusCode, sent.body).toBe(202);
  });

  it('exactly at the minimum sends without a confirmation', async () => {
    const q = await sending.api.newQuotation();
    await sending.api.addCostLine(q.id, { total_cost: 100, buy_total: 90 });
    expect((await sending.api.call('GET', `/quotations/${q.id}/send-draft`)).json().low_margin).toBeNull();
    const sent = await sending.api.call('POST', `/quotations/${q.id}/send`, {
      ...sendBody,
      subject: 'At the minimum',
    });
    expect(sent.statusCode, sent.body).toBe(202);
  });
});

describe('who may change the pricing settings', () => {
  it('everyone signed in reads them; only settings:edit changes them; bad values are refused', async () => {
    const seller = await sending.t.signedInUser({
      grants: { quotations: ['view', 'edit'], settings: ['view'] },
    });
    const read = await sending.api.call('GET', '/pricing-settings', undefined, {}, seller.cookie);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ sea_lcl_factor: 1000, default_markup_percent: 15 });
    const denied = await sending.api.call(
      'PUT',
      '/pricing-settings',
      { minimum_margin_percent: 0 },
      {},
      seller.cookie,
    );
    expect(denied.statusCode).toBe(403);
    expect((await sending.t.app.inject({ method: 'GET', url: '/api/1/pricing-settings' })).statusCode).toBe(
      401,
    );
    const bad = await sending.api.call('PUT', '/pricing-settings', { air_factor: 0 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toMatchObject({ air_factor: 'Air factor must be at least 1' });
    const stale = await sending.api.call(
      'PUT',
      '/pricing-settings',
      { air_factor: 170 },
      { 'if-match': '1' },
    );
    expect(stale.statusCode).toBe(412);
  });

  it('repricing needs quotations:edit', async () => {
    const q = await sending.api.newQuotation();
    const viewer = await sending.t.signedInUser({ grants: { quotations: ['view'] } });
    const res = await sending.api.call('POST', `/quotations/${q.id}/reprice`, undefined, {}, viewer.cookie);
    expect(res.statusCode).toBe(403);
    expect((await sending.api.call('POST', '/quotations/999999/reprice')).statusCode).toBe(404);
  });
});

describe('buy figures never reach the client', () => {
  it('not in the PDF, the e-mail or the public quote', async () => {
    await setPricing({ minimum_margin_percent: 0 });
    const q = await sending.api.newQuotation({ client_name: 'Harbour Client' });
    await sending.api.addCostLine(q.id, {
      description: 'Ocean freight',
      total_cost: 4321.09,
      supplier: 'Secret Carrier Lines',
      buy_total: 3777.77,
    });
    const pdf = await sending.api.call('GET', `/quotations/${q.id}/pdf`);
    const pdfText = (await pdfPages(pdf.rawPayload)).join(' ');
    expect(pdfText).toContain('4,321.09');
    const sent = await sending.api.call('POST', `/quotations/${q.id}/send`, {
      to: ['client@harbour.test'],
      subject: 'Buy check',
      message: 'Your quote',
    });
    expect(sent.statusCode, sent.body).toBe(202);
    const mail = await sending.smtp.waitFor((m) => m.subject === 'Buy check');
    const attached = (await pdfPages(mail.attachments[0]!.content)).join(' ');
    const token = (sent.json().acceptance_url as string).split('/q/')[1]!;
    const pub = await sending.t.app.inject({
      method: 'GET',
      url: `/api/1/public/quotes/${token}`,
      remoteAddress: '198.51.100.200',
    });
    expect(pub.statusCode).toBe(200);
    expect(pub.json().total_cost).toBe(4321.09);
    for (const [where, text] of [
      ['pdf', pdfText],
      ['mail', mail.text],
      ['attachment', attached],
      ['public', pub.body],
    ] as const) {
      for (const secret of ['Secret Carrier', '3777', '3,777', '543.32', 'buy', 'margin', 'supplier'])
        expect(text, `${where}: ${secret}`).not.toContain(secret);
    }
  });
});
