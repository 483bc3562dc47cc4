import type { Currency, RateCard, RateCardCreateInput, RateCardMode, SurchargeBasis } from '@freight/domain';

type FormNumber = number | string | null;

export interface BreakRow {
  key: string;
  min_weight: FormNumber;
  rate: FormNumber;
}
export interface ContainerRow {
  key: string;
  container_type: string;
  rate: FormNumber;
}
export interface SurchargeRow {
  key: string;
  name: string;
  basis: SurchargeBasis;
  amount: FormNumber;
  valid_from: string | null;
  valid_to: string | null;
}

/** The rate card form's values: numbers as typed (NumberField), lists with a key per row. */
export interface RateCardFormValues {
  carrier: string;
  transport_mode: RateCardMode;
  origin_code: string;
  origin_country: string;
  origin_city: string;
  destination_code: string;
  destination_country: string;
  destination_city: string;
  valid_from: string | null;
  valid_to: string | null;
  currency: Currency;
  minimum_charge: FormNumber;
  per_cbm_rate: FormNumber;
  fixed_charge: FormNumber;
  breaks: BreakRow[];
  container_rates: ContainerRow[];
  surcharges: SurchargeRow[];
  notes: string;
}

let nextKey = 0;
export const rowKey = () => `row-${++nextKey}`;

/** The trade's usual air breaks, offered on a new card: -45, +45, +100, +300, +500, +1000 kg. */
const USUAL_BREAKS = [0, 45, 100, 300, 500, 1000];

export function newRateCardValues(): RateCardFormValues {
  return {
    carrier: '',
    transport_mode: 'Air',
    origin_code: '',
    origin_country: '',
    origin_city: '',
    destination_code: '',
    destination_country: '',
    destination_city: '',
    valid_from: null,
    valid_to: null,
    currency: 'USD',
    minimum_charge: 0,
    per_cbm_rate: null,
    fixed_charge: 0,
    breaks: USUAL_BREAKS.map((min_weight) => ({ key: rowKey(), min_weight, rate: null })),
    container_rates: [],
    surcharges: [],
    notes: '',
  };
}

export function rateCardValues(card: RateCard): RateCardFormValues {
  return {
    ...card,
    breaks: card.breaks.map((b) => ({ key: rowKey(), ...b })),
    container_rates: card.container_rates.map((c) => ({ key: rowKey(), ...c })),
    surcharges: card.surcharges.map((s) => ({ key: rowKey(), ...s })),
  };
}

const blankToNull = (value: FormNumber) => (value === '' ? null : value);

/**
 * The body the form sends (checked with the domain's schema first). A break row left without a rate is
 * dropped, so the usual breaks offered on a new card can be left blank where the carrier has none.
 */
export function rateCardPayload(values: RateCardFormValues): RateCardCreateInput {
  const { breaks, container_rates, surcharges, ...rest } = values;
  return {
    ...rest,
    valid_from: values.valid_from ?? '',
    valid_to: values.valid_to ?? '',
    minimum_charge: blankToNull(values.minimum_charge) ?? 0,
    per_cbm_rate: blankToNull(values.per_cbm_rate),
    fixed_charge: blankToNull(values.fixed_charge) ?? 0,
    breaks: breaks
      .filter((b) => blankToNull(b.rate) !== null)
      .map((b) => ({ min_weight: b.min_weight ?? '', rate: b.rate ?? '' })),
    container_rates: container_rates.map((c) => ({
      container_type: c.container_type as never,
      rate: c.rate ?? '',
    })),
    surcharges: surcharges.map(({ key: _key, amount, ...s }) => ({ ...s, amount: amount ?? '' })),
  };
}
