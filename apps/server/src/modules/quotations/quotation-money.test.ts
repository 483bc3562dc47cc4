import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type TestApp, useTestApp } from '../../../test/test-app';
import { quotationApi } from './quotation-contents.fixtures';
import { pdfPages } from './quote-send.fixtures';

/**
 * Money in EUR, JPY and KWD through the API: every amount is answered rounded to its currency's decimals
 * (half up, exactly: 0.15 x 1,249.5 is 187.425), totals are the sums of the lines, the database keeps the
 * same figures, and unknown currency codes are refused naming the field.
 */
let t: TestApp;
let api: ReturnType<typeof quotationApi>;

useTestApp(async (app) => {
  t = app;
  api = quotationApi(t, (await t.signedInUser({ role: 'admin' })).cookie);
});

async function setPricing(fields: object) {
  const current = (await api.call('GET', '/pricing-settings')).json();
  const res = await api.call('PUT', '/pricing-settings', fields, { 'if-match': String(current.version) });
  expect(res.statusCode).toBe(200);
  return res.json();
}

/** A quotation in `currency` with 1,249.5 kg of cargo, so a Weight line prices rate x 1,249.5. */
async function quotationIn(currency: string) {
  const q = await api.newQuotation({ currency });
  await api.addCargoLine(q.id, {
    weight_value: 1249.5,
    weight_unit: 'kg',
    declared_value_currency: currency,
  });
  return q;
}

describe('cost lines and totals in each currency', () => {
  it('EUR: a weight line of 0.15 x 1,249.5 is 187.43 (187.425 half up), and the total adds the lines', async () => {
    const q = await quotationIn('EUR');
    const weight = await api.addCostLine(q.id, {
      calculation_method: 'Weight',
      rate: 0.15,
      total_cost: null,
    });
    expect(weight.total_cost).toBe(187.43);
    const fixed = await api.addCostLine(q.id, { total_cost: '687.225' });
    expect(fixed.total_cost).toBe(687.23);
    const third = await api.addCostLine(q.id, { quantity: 3, unit_cost: 0.335, total_cost: null });
    expect(third.total_cost).toBe(1.01);
    const quotation = await api.getQuotation(q.id);
    expect(quotation).toMatchObject({ currency: 'EUR', total_cost: 875.67 });
  });

  it('JPY: no decimals on lines and totals', async () => {
    const q = await quotationIn('JPY');
    expect((await api.addCostLine(q.id, { total_cost: 1234.5 })).total_cost).toBe(1235);
    const weight = await api.addCostLine(q.id, {
      calculation_method: 'Weight',
      rate: 0.15,
      total_cost: null,
    });
    expect(weight.total_cost).toBe(187);
    expect(await api.getQuotation(q.id)).toMatchObject({ currency: 'JPY', total_cost: 1422 });
  });

  it("the total declared value adds only the cargo declared in the quotation's currency", async () => {
    const q = await api.newQuotation({ currency: 'EUR' });
    await api.addCargoLine(q.id, { quantity: 3, declared_value_amount: 0.1, declared_value_currency: 'EUR' });
    await api.addCargoLine(q.id, { declared_value_amount: 0.2, declared_value_currency: 'EUR' });
    await api.addCargoLine(q.id, { declared_value_amount: 4300, declared_value_currency: 'USD' });
    // 0.1 x 3 + 0.2 = 0.50 EUR; the USD line is never added to euros.
    expect(await api.getQuotation(q.id)).toMatchObject({ currency: 'EUR', total_declared_value: 0.5 });
    const changed = await api.call(
      'PUT',
      `/quotations/${q.id}`,
      { currency: 'USD' },
      {
        'if-match': String((await api.getQuotation(q.id)).version),
      },
    );
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ currency: 'USD', total_declared_value: 4300 });
  });

  it('KWD: three decimals on lines and totals, kept exactly in the database', async () => {
    const q = await quotationIn('KWD');
    const weight = await api.addCostLine(q.id, {
      calculation_method: 'Weight',
      rate: 0.15,
      total_cost: null,
    });
    expect(weight.total_cost).toBe(187.425);
    expect((await api.addCostLine(q.id, { total_cost: '0.0005' })).total_cost).toBe(0.001);
    expect(await api.getQuotation(q.id)).toMatchObject({ currency: 'KWD', total_cost: 187.426 });
    const stored = await t.db.execute<{ total_cost: string }>(
      sql`select total_cost::text from quotations where id = ${q.id}`,
    );
    expect(stored.rows[0]!.total_cost).toBe('187.426');
  });

  it('the list answers carry the currency beside every amount', async () => {
    const q = await quotationIn('KWD');
    await api.addCostLine(q.id, { total_cost: 10.1234 });
    const quotations = (await api.call('GET', `/quotations?where=id = ${q.id}`)).json();
    expect(quotations.data[0]).toMatchObject({ currency: 'KWD', total_cost: 10.123 });
    const narrow = (await api.call('GET', `/quotations?where=id = ${q.id}&select=id,total_cost`)).json();
    expect(narrow.data[0]).toEqual({ id: q.id, total_cost: 10.123, currency: 'KWD' });
    const lines = (await api.call('GET', `/cost_items?quotation_id=${q.id}`)).json();
    expect(lines.data[0]).toMatchObject({ total_cost: 10.123, currency: 'KWD' });
    const narrowLines = (await api.call('GET', `/cost_items?quotation_id=${q.id}&select=total_cost`)).json();
    expect(narrowLines.data[0]).toEqual({ id: lines.data[0].id, total_cost: 10.123, currency: 'KWD' });
    const boxes = (
      await api.call('GET', `/box_items?quotation_id=${q.id}&select=declared_value_amount`)
    ).json();
    expect(boxes.data[0]).toMatchObject({ declared_value_currency: 'KWD' });
  });

  it('a buy side in JPY converts to a EUR quotation rounded to the cent, and the margin follows', async () => {
    await setPricing({ base_currency: 'USD' });
    for (const [base, rate] of [
      ['EUR', 1.08],
      ['JPY', 0.0067],
    ] as const) {
      const res = await api.call('POST', '/exchange_rates', { base, quote: 'USD', rate });
      expect(res.statusCode, res.body).toBe(201);
    }
    const q = await quotationIn('EUR');
    const line = await api.addCostLine(q.id, {
      total_cost: 100,
      buy_total: 12345.6,
      buy_currency: 'JPY',
    });
    // 12,346 JPY x 0.0067 / 1.08 = 76.5903... EUR
    expect(line).toMatchObject({ buy_total: 12346, buy_currency: 'JPY', buy_cost: 76.59 });
    expect(await api.getQuotation(q.id)).toMatchObject({
      total_cost: 100,
      total_buy: 76.59,
      margin_amount: 23.41,
      margin_percent: 23.41,
    });
  });
});

describe('documents', () => {
  it.each([
    ['KWD', ['Total (KWD)', 'KWD 187.425', 'KWD 687.225', 'KWD 874.650']],
    ['JPY', ['Total (JPY)', '¥187', '¥687', '¥874']],
  ])(
    'the PDF writes a %s quote in its own symbol and decimals, never a dollar sign',
    async (currency, expected) => {
      const q = await quotationIn(currency);
      await api.addCostLine(q.id, { calculation_method: 'Weight', rate: 0.15, total_cost: null });
      await api.addCostLine(q.id, { total_cost: '687.225' });
      const res = await api.call('GET', `/quotations/${q.id}/pdf`);
      expect(res.statusCode).toBe(200);
      const text = (await pdfPages(res.rawPayload)).join('\n').replace(/[\u00a0\u202f]/g, ' ');
      for (const figure of expected) expect(text, figure).toContain(figure);
      expect(text).not.toContain('$');
    },
  );

  it("the quote e-mail's {total} is the quotation's total in its currency", async () => {
    const company = (await api.call('GET', '/company-profile')).json();
    const saved = await api.call(
      'PUT',
      '/company-profile',
      { quote_email_message: 'Total: {total}' },
      { 'if-match': String(company.version) },
    );
    expect(saved.statusCode).toBe(200);
    const q = await quotationIn('EUR');
    await api.addCostLine(q.id, { calculation_method: 'Weight', rate: 0.15, total_cost: null });
    const draft = (await api.call('GET', `/quotations/${q.id}/send-draft`)).json();
    expect(draft.message).toBe('Total: €187.43');
  });
});

describe('currency codes', () => {
  it('takes any active ISO 4217 code on quotations, cost lines, declared values and insurance', async () => {
    const q = await api.newQuotation({ currency: 'CNY' });
    expect(q.currency).toBe('CNY');
    const item = await api.addCargoLine(q.id, {
      declared_value_amount: 100,
      declared_value_currency: 'BHD',
      insurance_value: 50,
      insurance_currency: 'OMR',
    });
    expect(item).toMatchObject({ declared_value_currency: 'BHD', insurance_currency: 'OMR' });
    const line = await api.addCostLine(q.id, { buy_total: 1, buy_currency: 'CNY' });
    expect(line).toMatchObject({ currency: 'CNY', buy_currency: 'CNY' });
  });

  it.each([
    ['/quotations', { currency: 'XYZ' }, 'currency', 'Unknown currency: XYZ'],
    ['/cost_items', { buy_currency: 'ABC' }, 'buy_currency', 'Unknown buy currency: ABC'],
    [
      '/box_items',
      { declared_value_currency: 'US$' },
      'declared_value_currency',
      'Unknown declared value currency: US$',
    ],
    ['/box_items', { insurance_currency: 'XXX' }, 'insurance_currency', 'Unknown insurance currency: XXX'],
  ])('POST %s with %j answers 400 naming %s', async (path, fields, field, message) => {
    const q = await api.newQuotation();
    const categories = await api.categories();
    const base: Record<string, object> = {
      '/quotations': {},
      '/cost_items': { quotation_id: q.id, category_id: categories.packaging, description: 'Line' },
      '/box_items': { quotation_id: q.id, name: 'Crate' },
    };
    const res = await api.call('POST', path, { ...base[path], ...fields });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields[field]).toBe(message);
  });

  it('refuses an unknown code when a quotation changes currency, and changes nothing', async () => {
    const q = await api.newQuotation({ currency: 'EUR' });
    const res = await api.call('PUT', `/quotations/${q.id}`, { currency: 'EURO' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.currency).toBe('Unknown currency: EURO');
    expect((await api.getQuotation(q.id)).currency).toBe('EUR');
  });

  it('keeps the company favourite currencies in the pricing settings (USD, EUR, GBP, CAD, AUD at first)', async () => {
    const before = (await api.call('GET', '/pricing-settings')).json();
    expect(before.favourite_currencies).toEqual(['USD', 'EUR', 'GBP', 'CAD', 'AUD']);
    const saved = await setPricing({ favourite_currencies: ['EUR', 'JPY', 'KWD'] });
    expect(saved.favourite_currencies).toEqual(['EUR', 'JPY', 'KWD']);
    const current = (await api.call('GET', '/pricing-settings')).json();
    const refuse = async (favourite_currencies: unknown, message: string) => {
      const res = await api.call(
        'PUT',
        '/pricing-settings',
        { favourite_currencies },
        { 'if-match': String(current.version) },
      );
      expect(res.statusCode).toBe(400);
      expect(Object.values(res.json().error.fields)).toContain(message);
    };
    await refuse(['EUR', 'QQQ'], 'Unknown favourite currency: QQQ');
    await refuse([], 'Choose at least one favourite currency');
    await refuse(['EUR', 'EUR'], 'Each favourite currency can be listed only once');
    expect((await api.call('GET', '/pricing-settings')).json().favourite_currencies).toEqual([
      'EUR',
      'JPY',
      'KWD',
    ]);
  });
});
