import { addDays, formatDocumentDate } from '@freight/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/test-app';
import { adminQuotationApi, type QuotationApi } from '../quotations/quotation-contents.fixtures';
import { pricingHelpers } from './rate-cards.fixtures';

const context = adminQuotationApi();
let t: TestApp;
let api: QuotationApi;
beforeAll(() => {
  ({ t, api } = context);
});
const { today, card, quotationOn, options } = pricingHelpers(() => api);

describe('rate options', () => {
  it('offers the lane and mode cards valid on the date, cheapest first; never expired, future or other lanes', async () => {
    const cheap = await card('PVG', {
      carrier: 'Cheap Air',
      breaks: [{ min_weight: 0, rate: 2 }],
      minimum_charge: 0,
      surcharges: [],
    });
    const dear = await card('PVG', {
      carrier: 'Dear Air',
      breaks: [{ min_weight: 0, rate: 3 }],
      minimum_charge: 0,
      surcharges: [],
    });
    await card('PVG', {
      carrier: 'Expired',
      valid_from: addDays(today, -60),
      valid_to: addDays(today, -1),
      breaks: [{ min_weight: 0, rate: 1 }],
    });
    await card('PVG', {
      carrier: 'Future',
      valid_from: addDays(today, 1),
      valid_to: addDays(today, 90),
      breaks: [{ min_weight: 0, rate: 1 }],
    });
    await card('PVG', {
      carrier: 'Other mode',
      transport_mode: 'Express',
      breaks: [{ min_weight: 0, rate: 1 }],
    });
    await card('PVG', {
      carrier: 'Other lane',
      destination_code: 'FRA',
      breaks: [{ min_weight: 0, rate: 1 }],
    });
    const q = await quotationOn('PVG', 100);
    const answer = await options(q.id);
    expect(answer).toMatchObject({
      date: today,
      transport_mode: 'Air',
      origin_code: 'PVG',
      destination_code: 'AMS',
      chargeable_weight: 100,
      currency: 'USD',
    });
    expect(answer.data.map((o: { rate_card: { id: number } }) => o.rate_card.id)).toEqual([
      cheap.id,
      dear.id,
    ]);
    expect(answer.data.map((o: { buy_total: number }) => o.buy_total)).toEqual([200, 300]);
  });

  it.each([
    // kg, buy total with the breaks 0:5, 45:4, 100:3.5, 300:3 (break points: under 36 kg the -45 rate)
    [10, 75], // 50.00 under the 75 minimum
    [35.5, 177.5],
    [44.5, 180], // 45 kg at the +45 rate is cheaper than 44.5 kg at 5.00
    [45, 180],
    [45.5, 182],
    [99.5, 350], // 100 kg at 3.50
    [100, 350],
    [100.5, 351.75],
    [299.5, 900],
    [300, 900],
    [300.5, 901.5],
  ])('%s kg is priced %s: the weight break at each edge and the minimum charge', async (kg, total) => {
    const lane = 'CAN';
    await card(lane, {
      carrier: 'Breaks',
      minimum_charge: 75,
      surcharges: [],
      breaks: [
        { min_weight: 0, rate: 5 },
        { min_weight: 45, rate: 4 },
        { min_weight: 100, rate: 3.5 },
        { min_weight: 300, rate: 3 },
      ],
    });
    const q = await quotationOn(lane, kg);
    const [option] = (await options(q.id)).data;
    expect(option.buy_total).toBe(total);
  });

  it('a quotation without lane codes is told to give them (409)', async () => {
    const q = await api.newQuotation();
    const res = await api.call('GET', `/quotations/${q.id}/rate_options`);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(
      'Give the quotation its origin and destination codes to price it from rate cards',
    );
    expect((await api.call('GET', '/quotations/999999/rate_options')).statusCode).toBe(404);
  });
});

describe('apply a rate card', () => {
  it('adds the lines (buy from the card, sell by the markup) and caps valid-until at the card end, saying so', async () => {
    const chosen = await card('TPE', {
      carrier: 'Apply Air',
      valid_to: addDays(today, 20),
      minimum_charge: 0,
      fixed_charge: 30,
      breaks: [
        { min_weight: 0, rate: 5 },
        { min_weight: 100, rate: 3.5 },
      ],
      surcharges: [{ name: 'Fuel', basis: 'per_kg', amount: 0.5 }],
    });
    const q = await quotationOn('TPE', 250);
    const res = await api.call('POST', `/quotations/${q.id}/apply_rate_card`, { rate_card_id: chosen.id });
    expect(res.statusCode).toBe(200);
    const result = res.json();
    expect(result).toMatchObject({
      buy_total: 875 + 30 + 125,
      valid_until_date: addDays(today, 20),
      valid_until_capped: true,
      // The notice writes the date as the company's quotes do ('D MMM YYYY' unless set otherwise), not ISO.
      message: `3 cost lines added from Apply Air. Valid until was moved to ${formatDocumentDate(addDays(today, 20), 'D MMM YYYY')}, the rate card's end date.`,
    });
    const quotation = await api.getQuotation(q.id);
    expect(quotation.valid_until_date).toBe(addDays(today, 20));
    const lines = (await api.call('GET', `/cost_items?quotation_id=${q.id}`)).json().data;
    expect(lines.map((l: { description: string }) => l.description)).toEqual([
      'Apply Air Air TPE-AMS: +100 kg break: 250 kg x 3.5',
      'Apply Air Air TPE-AMS: fixed charge',
      'Apply Air Air TPE-AMS: Fuel (0.5 per kg)',
    ]);
    expect(lines[0]).toMatchObject({
      supplier: 'Apply Air',
      buy_currency: 'USD',
      calculation_method: 'Fixed',
    });
    // The buy total entered on each line (the pricing branch answers it as buy_total once it recomputes it).
    const { rows } = await t.pool.query(
      'select entered_buy_total::float as buy from cost_items where quotation_id = $1 order by sort_order',
      [q.id],
    );
    expect(rows.map((r: { buy: number }) => r.buy)).toEqual([875, 30, 125]);
    // Sell = buy x (1 + the default markup).
    const markup = lines[0].total_cost / 875;
    expect(markup).toBeGreaterThan(1);
    expect(lines[1].total_cost).toBeCloseTo(30 * markup, 2);
  });

  it('leaves valid-until alone when the card outlasts it', async () => {
    const chosen = await card('KHH', { carrier: 'Long Card', valid_to: addDays(today, 365) });
    const q = await quotationOn('KHH', 50);
    const result = (
      await api.call('POST', `/quotations/${q.id}/apply_rate_card`, { rate_card_id: chosen.id })
    ).json();
    expect(result.valid_until_capped).toBe(false);
    expect(result.valid_until_date).toBe(addDays(today, 90));
    expect(result.message).toBe('2 cost lines added from Long Card.');
  });

  it('refuses a card that does not apply (409) or does not exist (400), and adds nothing', async () => {
    const expired = await card('ICN', { valid_from: addDays(today, -60), valid_to: addDays(today, -1) });
    const other = await card('NRT');
    const q = await quotationOn('ICN', 50);
    for (const id of [expired.id, other.id]) {
      const res = await api.call('POST', `/quotations/${q.id}/apply_rate_card`, { rate_card_id: id });
      expect(res.statusCode).toBe(409);
      expect(res.json().error.message).toBe(
        "This rate card does not apply to the quotation's lane, mode and date",
      );
    }
    const missing = await api.call('POST', `/quotations/${q.id}/apply_rate_card`, { rate_card_id: 999999 });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields.rate_card_id).toBe('Rate card not found');
    const blank = await api.call('POST', `/quotations/${q.id}/apply_rate_card`, {});
    expect(blank.json().error.fields.rate_card_id).toBe('Please choose a rate card');
    expect((await api.call('GET', `/cost_items?quotation_id=${q.id}`)).json().total).toBe(0);
  });

  it('needs quotations:view to see the options and quotations:edit to apply one', async () => {
    const chosen = await card('BKK');
    const q = await quotationOn('BKK', 50);
    const viewer = await t.signedInUser({ grants: { quotations: ['view'] } });
    const none = await t.signedInUser({ grants: { contacts: ['view'] } });
    const editor = await t.signedInUser({ grants: { quotations: ['view', 'edit'] } });
    const as = (cookie: string, method: 'GET' | 'POST', url: string, body?: object) =>
      api.call(method, url, body, {}, cookie);
    expect((await as(none.cookie, 'GET', `/quotations/${q.id}/rate_options`)).statusCode).toBe(403);
    expect((await as(viewer.cookie, 'GET', `/quotations/${q.id}/rate_options`)).statusCode).toBe(200);
    const apply = { rate_card_id: chosen.id };
    expect((await as(viewer.cookie, 'POST', `/quotations/${q.id}/apply_rate_card`, apply)).statusCode).toBe(
      403,
    );
    expect((await api.call('GET', `/cost_items?quotation_id=${q.id}`)).json().total).toBe(0);
    expect((await as(editor.cookie, 'POST', `/quotations/${q.id}/apply_rate_card`, apply)).statusCode).toBe(
      200,
    );
  });
});
