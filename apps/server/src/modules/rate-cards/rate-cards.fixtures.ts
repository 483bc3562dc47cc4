import { RATE_CARD_CSV_COLUMNS } from '@freight/domain';

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
    breaks: [
      { min_weight: 0, rate: 5 },
      { min_weight: 45, rate: 4 },
      { min_weight: 100, rate: 3.5 },
      { min_weight: 300, rate: 3 },
      { min_weight: 500, rate: 2.8 },
      { min_weight: 1000, rate: 2.5 },
    ],
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
