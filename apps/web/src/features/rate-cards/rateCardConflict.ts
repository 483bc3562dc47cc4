import type { FieldOf } from '../../shared/autosave/autosaveTypes';
import { formatFieldValue } from '../../shared/autosave/formatFieldValue';
import type { MessageId } from '../../shared/i18n/i18n';
import type { Translate } from '../../shared/i18n/useT';
import type { RateCardFormValues } from './rateCardFormValues';

/** Each rate card field's label as the dialog shows it (the row lists by their section). */
export const RATE_CARD_FIELD_LABELS: Readonly<Record<FieldOf<RateCardFormValues>, MessageId>> = {
  carrier: 'rateCards.carrier',
  transport_mode: 'rateCards.transportMode',
  origin_code: 'rateCards.originCode',
  origin_country: 'rateCards.originCountry',
  origin_city: 'rateCards.originCity',
  destination_code: 'rateCards.destinationCode',
  destination_country: 'rateCards.destinationCountry',
  destination_city: 'rateCards.destinationCity',
  valid_from: 'rateCards.validFrom',
  valid_to: 'rateCards.validTo',
  currency: 'rateCards.currency',
  minimum_charge: 'rateCards.minimumCharge',
  per_cbm_rate: 'rateCards.ratePerCbm',
  fixed_charge: 'rateCards.fixedCharge',
  breaks: 'rateCards.weightBreaks',
  container_rates: 'rateCards.containerRates',
  surcharges: 'rateCards.surcharges',
  notes: 'rateCards.notes',
};

/** The field labels in the reader's language, for the conflict notices. */
export const rateCardFieldLabels = (t: Translate) =>
  Object.fromEntries(Object.entries(RATE_CARD_FIELD_LABELS).map(([field, id]) => [field, t(id)])) as Record<
    FieldOf<RateCardFormValues>,
    string
  >;

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
