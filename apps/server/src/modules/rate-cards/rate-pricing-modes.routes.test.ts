import { beforeAll, describe, expect, it } from 'vitest';
import { adminQuotationApi, type QuotationApi } from '../quotations/quotation-contents.fixtures';
import { pricingHelpers } from './rate-cards.fixtures';

const context = adminQuotationApi();
let api: QuotationApi;
beforeAll(() => {
  ({ api } = context);
});
const { card, quotationAt, quotationOn, options } = pricingHelpers(() => api);

describe('rate options by mode', () => {
  const seaQuotation = (mode: 'Sea FCL' | 'Sea LCL', origin: string, extra: Record<string, unknown> = {}) =>
    quotationAt(origin, { transport_mode: mode, destination_code: 'NLRTM', ...extra });
  const seaCard = (origin: string, extra: Record<string, unknown>) =>
    card(origin, { destination_code: 'NLRTM', breaks: [], surcharges: [], minimum_charge: 0, ...extra });

  it('Sea FCL is priced per container, and a card without a rate for one of its container types is not offered', async () => {
    const full = await seaCard('CNSGH', {
      carrier: 'Full Lines',
      transport_mode: 'Sea FCL',
      container_rates: [
        { container_type: '20GP', rate: 1100 },
        { container_type: '40HC', rate: 2000 },
      ],
      surcharges: [
        { name: 'THC', basis: 'per_shipment', amount: 220 },
        { name: 'BAF', basis: 'percent_of_freight', amount: 10 },
      ],
    });
    await seaCard('CNSGH', {
      carrier: 'Only 20GP',
      transport_mode: 'Sea FCL',
      container_rates: [{ container_type: '20GP', rate: 900 }],
    });
    const q = await seaQuotation('Sea FCL', 'CNSGH', { containers: [{ type: '40HC', count: 2 }] });
    const answer = await options(q.id);
    expect(answer.data.map((o: { rate_card: { id: number } }) => o.rate_card.id)).toEqual([full.id]);
    // 2 x 2,000 = 4,000 freight; THC 220; BAF 10% of 4,000 = 400
    expect(answer.data[0].buy_total).toBe(4620);
  });

  it('Sea LCL per-CBM rates apply to the revenue tons (weight or measure, at least 1), raised to the minimum', async () => {
    await seaCard('CNNBO', {
      carrier: 'LCL Lines',
      transport_mode: 'Sea LCL',
      per_cbm_rate: 40,
      minimum_charge: 60,
    });
    const q = await seaQuotation('Sea LCL', 'CNNBO');
    await api.addCargoLine(q.id, { volume_value: 2, weight_value: 500 });
    // max(2 CBM, 0.5 t) = 2 revenue tons x 40 = 80
    expect((await options(q.id)).data[0].buy_total).toBe(80);
    const small = await seaQuotation('Sea LCL', 'CNNBO');
    await api.addCargoLine(small.id, { volume_value: 0.5, weight_value: 300 });
    // 1 revenue ton (the minimum) x 40 = 40, under the 60 minimum charge
    expect((await options(small.id)).data[0]).toMatchObject({ buy_total: 60, minimum_applied: true });
  });
});

// Last in the file: it changes the pricing settings (exchange rates, markup) the tests above priced with.
describe('cards in another currency', () => {
  it('compare in the quotation currency with the settings rates; without a rate they come last and cannot be applied', async () => {
    const eur = await card('MNL', {
      carrier: 'Euro Air',
      currency: 'EUR',
      breaks: [{ min_weight: 0, rate: 2 }],
      minimum_charge: 0,
      surcharges: [],
    });
    const usd = await card('MNL', {
      carrier: 'Dollar Air',
      breaks: [{ min_weight: 0, rate: 3 }],
      minimum_charge: 0,
      surcharges: [],
    });
    const q = await quotationOn('MNL', 100);
    const before = (await options(q.id)).data;
    expect(before.map((o: { rate_card: { id: number } }) => o.rate_card.id)).toEqual([usd.id, eur.id]);
    expect(before[1]).toMatchObject({
      buy_total: 200,
      currency: 'EUR',
      buy_total_in_quotation_currency: null,
    });
    const refused = await api.call('POST', `/quotations/${q.id}/apply_rate_card`, { rate_card_id: eur.id });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(
      'No exchange rate EUR→USD on this quotation: add it in the pricing settings and reprice the quotation to price from this rate card',
    );
    expect((await api.call('GET', `/cost_items?quotation_id=${q.id}`)).json().total).toBe(0);

    // A quotation without cost lines has recorded no rates yet: it prices with today's.
    const rate = await api.call('POST', '/exchange_rates', { base: 'EUR', quote: 'USD', rate: '1.1' });
    expect(rate.statusCode, rate.body).toBe(201);
    const settings = await api.call('PUT', '/pricing-settings', { default_markup_percent: 20 });
    expect(settings.statusCode).toBe(200);
    const after = (await options(q.id)).data;
    expect(after.map((o: { rate_card: { id: number } }) => o.rate_card.id)).toEqual([eur.id, usd.id]);
    expect(after[0].buy_total_in_quotation_currency).toBe(220);
    const applied = await api.call('POST', `/quotations/${q.id}/apply_rate_card`, { rate_card_id: eur.id });
    expect(applied.statusCode).toBe(200);
    const [line] = (await api.call('GET', `/cost_items?quotation_id=${q.id}`)).json().data;
    // Sell in USD: 200 EUR x 1.1 = 220 USD, x 1.20 markup = 264.
    expect(line).toMatchObject({ total_cost: 264, buy_currency: 'EUR', supplier: 'Euro Air' });
  });
});
