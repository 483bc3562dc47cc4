import type { CurrencyCode } from '../money/currencies';
import { multiplyMoney, roundMoney, sumMoney } from '../money/money';
import { formatQuantity } from '../pricing/chargeable-weight';
import { roundTo } from '../shared/numeric';
import type { RateBreak, RateCardTariff, Surcharge } from './rate-card';
import { SURCHARGE_BASIS_LABELS, type SurchargeBasis } from './rate-card-enums';

/** What is priced: the chargeable weight (kg), the volume (CBM) and the containers, on a date. */
export interface ShipmentToPrice {
  chargeableKg: number;
  cbm: number;
  containers: readonly { type: string; count: number }[];
}

/** The weight charge: which break applies, on what weight (a higher break's minimum when that is cheaper). */
export interface WeightCharge {
  break_min_weight: number;
  rate: number;
  charged_kg: number;
  amount: number;
}

interface PricedSurcharge {
  name: string;
  basis: SurchargeBasis;
  amount: number;
  total: number;
}

export interface RateCardPrice {
  weight: WeightCharge | null;
  cbm: { rate: number; cbm: number; amount: number } | null;
  containers: { container_type: string; count: number; rate: number; amount: number }[];
  /** Weight, CBM and container charges, raised to the card's minimum when below it. */
  freight: number;
  minimum_applied: boolean;
  fixed_charge: number;
  surcharges: PricedSurcharge[];
  /** Freight + fixed charge + surcharges, in the card's currency, rounded to its minor units. */
  buy_total: number;
}

/**
 * The weight charge for `kg` under `breaks` (sorted or not): the break with the highest minimum at or below
 * the weight applies (44.9 kg takes the -45 rate, 45 kg the +45 rate). As the trade does, a higher break is
 * used at its own minimum weight when that costs less (40 kg at -45 5.00 = 200 > 45 kg at +45 4.00 = 180:
 * charged 180 on 45 kg). Null when there are no breaks or no weight.
 */
export function weightCharge(
  breaks: readonly RateBreak[],
  kg: number,
  currency: CurrencyCode,
): WeightCharge | null {
  if (breaks.length === 0 || !(kg > 0)) return null;
  const sorted = [...breaks].sort((a, b) => a.min_weight - b.min_weight);
  // The applying break (or, under every break, the lowest at its minimum), then each higher one at its minimum.
  const applying = sorted.findLastIndex((brk) => brk.min_weight <= kg);
  let best: WeightCharge | null = null;
  for (const brk of sorted.slice(Math.max(applying, 0))) {
    const chargedKg = Math.max(kg, brk.min_weight);
    const amount = multiplyMoney(currency, chargedKg, brk.rate);
    if (best === null || amount < best.amount) {
      best = { break_min_weight: brk.min_weight, rate: brk.rate, charged_kg: chargedKg, amount };
    }
  }
  return best;
}

/** Whether a date falls within `from`..`to` (both inclusive; a null end is open). Dates are YYYY-MM-DD. */
export function isWithin(date: string, from: string | null, to: string | null): boolean {
  return (from === null || from <= date) && (to === null || date <= to);
}

function surchargeTotal(surcharge: Surcharge, kg: number, freight: number, currency: CurrencyCode): number {
  switch (surcharge.basis) {
    case 'per_kg':
      return multiplyMoney(currency, surcharge.amount, kg);
    case 'per_shipment':
      return roundMoney(surcharge.amount, currency);
    case 'percent_of_freight':
      return multiplyMoney(currency, freight, surcharge.amount, 0.01);
  }
}

/**
 * A card's buy price for a shipment on `date`, in the card's currency, or null when the card cannot price it
 * (the shipment has containers of a type the card has no rate for, or the card has nothing that applies).
 * Freight is the weight-break charge on the chargeable weight, plus the per-CBM charge on the volume, plus
 * the container charges, raised to the minimum charge; then the fixed charge and every surcharge valid on
 * the date (its own dates, or the card's where it has none) are added.
 */
export function priceRateCard(
  card: RateCardTariff,
  shipment: ShipmentToPrice,
  date: string,
): RateCardPrice | null {
  const currency = card.currency;
  const containers: RateCardPrice['containers'] = [];
  for (const { type, count } of shipment.containers) {
    if (count <= 0) continue;
    const rate = card.container_rates.find((c) => c.container_type === type)?.rate;
    if (rate === undefined) return null;
    containers.push({ container_type: type, count, rate, amount: multiplyMoney(currency, rate, count) });
  }
  const weight = weightCharge(card.breaks, shipment.chargeableKg, currency);
  const cbm =
    card.per_cbm_rate !== null && shipment.cbm > 0
      ? {
          rate: card.per_cbm_rate,
          cbm: shipment.cbm,
          amount: multiplyMoney(currency, card.per_cbm_rate, shipment.cbm),
        }
      : null;
  if (!weight && !cbm && containers.length === 0 && card.fixed_charge <= 0) return null;
  const charged = sumMoney(
    [weight?.amount ?? 0, cbm?.amount ?? 0, ...containers.map((c) => c.amount)],
    currency,
  );
  const hasFreight = weight !== null || cbm !== null || containers.length > 0;
  const minimumApplied = hasFreight && charged < card.minimum_charge;
  const freight = roundMoney(minimumApplied ? card.minimum_charge : charged, currency);
  const surcharges = card.surcharges
    .filter((s) => isWithin(date, s.valid_from ?? card.valid_from, s.valid_to ?? card.valid_to))
    .map((s) => ({
      name: s.name,
      basis: s.basis,
      amount: s.amount,
      total: surchargeTotal(s, shipment.chargeableKg, freight, currency),
    }));
  const buyTotal = sumMoney([freight, card.fixed_charge, ...surcharges.map((s) => s.total)], currency);
  return {
    weight,
    cbm,
    containers,
    freight,
    minimum_applied: minimumApplied,
    fixed_charge: card.fixed_charge,
    surcharges,
    buy_total: buyTotal,
  };
}

/** One cost line a priced card adds: what it is, and its buy amount in the card's currency. */
export interface RateCardLine {
  kind: 'freight' | 'fixed' | 'surcharge';
  /** The desk's text: carrier, break and buy rate ('Emirates Air HKG-AMS: +1000 kg break: 1249.5 kg x 2.05'). */
  description: string;
  /** The client's text, without carrier, break or rate ('Air freight HKG–AMS, 1,249.5 kg chargeable'). */
  client_description: string;
  buy_total: number;
}

/** What the client's text of a card's lines names: the freight's category label, the lane and the shipment. */
export interface RateCardClientContext {
  /** The freight category as the client reads it ('Air freight'). */
  freightLabel: string;
  origin: string;
  destination: string;
  chargeableKg: number;
}

const number = (value: number) => String(roundTo(value, 3));

/** The freight in words: '+100 kg break: 250 kg x 3.1' (with the minimum when it applied). */
function freightDescription(price: RateCardPrice): string {
  const parts: string[] = [];
  if (price.weight) {
    const { break_min_weight: min, charged_kg, rate } = price.weight;
    const label = min === 0 ? 'first' : `+${number(min)} kg`;
    parts.push(`${label} break: ${number(charged_kg)} kg x ${number(rate)}`);
  }
  if (price.cbm) parts.push(`${number(price.cbm.cbm)} CBM x ${number(price.cbm.rate)}`);
  for (const c of price.containers) parts.push(`${c.count} x ${c.container_type} at ${number(c.rate)}`);
  const detail = parts.join(' + ');
  return price.minimum_applied ? `minimum charge (${detail})` : detail;
}

/**
 * What was carried, as the client reads it: the chargeable weight, the volume, the containers; never the
 * break, the minimum or a rate, which are what the forwarder buys at.
 */
function freightClientDetail(price: RateCardPrice, client: RateCardClientContext): string {
  const parts: string[] = [];
  if (price.weight) parts.push(`${formatQuantity(client.chargeableKg)} kg chargeable`);
  if (price.cbm) parts.push(`${formatQuantity(price.cbm.cbm)} CBM`);
  for (const c of price.containers) parts.push(`${c.count} x ${c.container_type}`);
  return parts.join(', ');
}

/**
 * The cost lines a priced card adds: the freight, the fixed charge, each surcharge valid on the date; each
 * with the desk's text (`title`: carrier, mode and lane, then the break and rates) and the client's.
 */
export function rateCardLines(
  title: string,
  price: RateCardPrice,
  client: RateCardClientContext,
): RateCardLine[] {
  const lane = `${client.origin}–${client.destination}`;
  const lines: RateCardLine[] = [];
  if (price.freight > 0) {
    const detail = freightClientDetail(price, client);
    lines.push({
      kind: 'freight',
      description: `${title}: ${freightDescription(price)}`,
      client_description: `${client.freightLabel} ${lane}${detail ? `, ${detail}` : ''}`,
      buy_total: price.freight,
    });
  }
  if (price.fixed_charge > 0) {
    lines.push({
      kind: 'fixed',
      description: `${title}: fixed charge`,
      client_description: `Fixed charge ${lane}`,
      buy_total: price.fixed_charge,
    });
  }
  for (const s of price.surcharges) {
    const basis = SURCHARGE_BASIS_LABELS[s.basis];
    const rate = s.basis === 'percent_of_freight' ? `${number(s.amount)}%` : `${number(s.amount)} ${basis}`;
    lines.push({
      kind: 'surcharge',
      description: `${title}: ${s.name} (${rate})`,
      client_description: `${s.name} ${lane}`,
      buy_total: s.total,
    });
  }
  return lines;
}
