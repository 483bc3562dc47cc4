import { addDays, RATE_CARD_CSV_COLUMNS, todayIso } from '@freight/domain';
import { AIR_WEIGHT_BREAKS } from '@freight/domain/test-fixtures';
import type { QuotationApi } from '../quotations/quotation-contents.fixtures';

/** A sound air card, HKG to AMS, valid all of 2026, with the usual breaks. */
export function airCard(extra: Record<string, unknown> = {}) {
  return {
    carrier: 'Cathay Cargo',
    transport_mode: 'Air',
    origin_code: 'HKG',
    origin_country: 'Hong Kong',
    origin_city: 'Hong Kong',
    destination_code: 'AMS',
    destination_country: 'Netherlands',
    destination_city: 'Amsterdam',
    valid_from: '2026-01-01',
    valid_to: '2026-12-31',
    currency: 'USD',
    minimum_charge: 75,
    breaks: AIR_WEIGHT_BREAKS,
    surcharges: [{ name: 'Fuel', basis: 'per_kg', amount: 0.85 }],
    ...extra,
  };
}

export const CSV_HEADER = RATE_CARD_CSV_COLUMNS.join(',');

/** One CSV row of a card (carrier and lane given), in the import's columns. */
export function csvLine(
  carrier: string,
  origin = 'HKG',
  destination = 'AMS',
  extra: Record<string, string> = {},
) {
  const cells: Record<string, string> = {
    carrier,
    transport_mode: 'Air',
    origin_code: origin,
    origin_country: '',
    origin_city: '',
    destination_code: destination,
    destination_country: '',
    destination_city: '',
    valid_from: '2026-01-01',
    valid_to: '2026-12-31',
    currency: 'USD',
    minimum_charge: '50',
    breaks: '0:5;45:4;100:3.5',
    per_cbm_rate: '',
    container_rates: '',
    fixed_charge: '0',
    surcharges: 'Fuel|per_kg|0.85||',
    notes: '',
    ...extra,
  };
  return RATE_CARD_CSV_COLUMNS.map((c) => cells[c]).join(',');
}

/** Helpers of the pricing tests on one test app: cards on their own lanes, quotations on them, their options. */
export function pricingHelpers(api: () => QuotationApi) {
  const today = todayIso();
  const current = { valid_from: addDays(today, -30), valid_to: addDays(today, 60) };

  /** A card on its own lane (so tests do not see each other's cards), valid around today. */
  async function card(lane: string, extra: Record<string, unknown> = {}) {
    const res = await api().call('POST', '/rate_cards', airCard({ origin_code: lane, ...current, ...extra }));
    if (res.statusCode !== 201) throw new Error(`card not created: ${res.body}`);
    return res.json() as { id: number; carrier: string; valid_to: string };
  }

  /** A quotation on `lane` → AMS (Air unless `extra` says otherwise), valid 90 days. */
  async function quotationAt(lane: string, extra: Record<string, unknown> = {}) {
    const q = await api().newQuotation({ valid_until_date: addDays(today, 90) });
    const set = await api().call('PUT', `/quotations/${q.id}`, {
      transport_mode: 'Air',
      origin_code: lane,
      destination_code: 'AMS',
      ...extra,
    });
    if (set.statusCode !== 200) throw new Error(`lane not set: ${set.body}`);
    return q;
  }

  /** An Air quotation on `lane` → AMS with one box of `kg` kg and a tiny volume (so weight is charged). */
  async function quotationOn(lane: string, kg: number) {
    const q = await quotationAt(lane);
    await api().addCargoLine(q.id, { volume_value: 0.01, weight_value: kg });
    return q;
  }

  async function options(quotationId: number) {
    const res = await api().call('GET', `/quotations/${quotationId}/rate_options`);
    if (res.statusCode !== 200) throw new Error(`rate_options answered ${res.statusCode}: ${res.body}`);
    return res.json();
  }

  return { today, card, quotationAt, quotationOn, options };
}
