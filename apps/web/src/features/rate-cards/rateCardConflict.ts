import type { FieldOf } from '../../shared/autosave/autosaveTypes';
import { formatFieldValue } from '../../shared/autosave/formatFieldValue';
import type { RateCardFormValues } from './rateCardFormValues';

/** Each rate card field's label as the dialog shows it (the row lists by their section). */
export const RATE_CARD_FIELD_LABELS: Readonly<Record<FieldOf<RateCardFormValues>, string>> = {
  carrier: 'Carrier',
  transport_mode: 'Transport mode',
  origin_code: 'Origin code',
  origin_country: 'Origin country',
  origin_city: 'Origin city',
  destination_code: 'Destination code',
  destination_country: 'Destination country',
  destination_city: 'Destination city',
  valid_from: 'Valid from',
  valid_to: 'Valid to',
  currency: 'Currency',
  minimum_charge: 'Minimum charge',
  per_cbm_rate: 'Rate per CBM',
  fixed_charge: 'Fixed charge',
  breaks: 'Weight breaks',
  container_rates: 'Container rates',
  surcharges: 'Surcharges',
  notes: 'Notes',
};

/** A row as it is stored: without the key the form gives each row for React. */
function stored(value: unknown): unknown {
  if (!Array.isArray(value)) return value;
  return value.map(({ key: _key, ...row }) => row);
}

/** Two values of a field store the same: rows compare by content, not by their on-screen keys. */
export function sameRateCardValue(_field: keyof RateCardFormValues, a: unknown, b: unknown): boolean {
  return JSON.stringify(stored(a)) === JSON.stringify(stored(b));
}

/** A value for the conflict notice: a row list as one line per row. */
export function formatRateCardValue(_field: keyof RateCardFormValues, value: unknown): string {
  if (!Array.isArray(value)) return formatFieldValue(value);
  return (stored(value) as Record<string, unknown>[])
    .map((row) => Object.values(row).map(formatFieldValue).filter(Boolean).join(' '))
    .join('; ');
}
