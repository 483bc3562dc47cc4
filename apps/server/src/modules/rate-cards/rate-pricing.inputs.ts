import {
  type Currency,
  chargeableWeight,
  clientCategoryLabel,
  convertMoney,
  missingRatePair,
  modeFactorsOf,
  type RateCardClientContext,
  type RateCardLine,
  type ShipmentToPrice,
  sellFromMarkup,
  type TransportMode,
} from '@freight/domain';
import type { Db } from '../../platform/database/database';
import { AppError } from '../../platform/errors';
import * as costCategoriesService from '../cost-categories/cost-categories.service';
import * as costLinesService from '../cost-lines/cost-lines.service';
import * as exchangeRatesService from '../exchange-rates/exchange-rates.service';
import type * as quotationsService from '../quotations/quotations.service';
import { getPricingSettings } from '../settings/pricing-settings.service';
import type { RateCardRow } from './rate-cards.repository';

type Quotation = Awaited<ReturnType<typeof quotationsService.get>>;

/** What pricing a quotation from cards needs: its lane and mode, its shipment, conversion and the markup. */
export interface PricingInputs {
  mode: TransportMode;
  origin: string;
  destination: string;
  shipment: ShipmentToPrice;
  /** An amount in `from` in the quotation's currency, or null when no exchange rate is recorded. */
  convert: (amount: number, from: Currency) => number | null;
  /** The pair whose rate is missing to convert `from` ('EUR→USD'), or null. */
  missingPair: (from: Currency) => string | null;
  markupPercent: number;
}

/**
 * The quotation's pricing inputs. The chargeable weight follows its mode with the settings' factors (Sea LCL
 * per-CBM rates apply to its revenue tons, weight or measure); money converts with the rates recorded on the
 * quotation when it was priced, or today's rates in force when it has none yet.
 */
export async function pricingInputs(db: Db, quotation: Quotation): Promise<PricingInputs> {
  const settings = await getPricingSettings(db);
  const charge = chargeableWeight({
    mode: quotation.transport_mode,
    actualKg: quotation.total_weight,
    cbm: quotation.total_cbm,
    factors: modeFactorsOf(settings),
    containers: quotation.containers,
  });
  const rates = quotation.priced_rates ?? (await exchangeRatesService.currentPricedRates(db));
  return {
    mode: quotation.transport_mode,
    origin: quotation.origin_code,
    destination: quotation.destination_code,
    shipment: {
      chargeableKg: charge.chargedKg,
      cbm: charge.revenueTons ?? quotation.total_cbm,
      containers: quotation.transport_mode === 'Sea FCL' ? quotation.containers : [],
    },
    convert: (amount, from) => convertMoney(amount, from, quotation.currency, rates),
    missingPair: (from) => missingRatePair(from, quotation.currency, rates),
    markupPercent: settings.default_markup_percent,
  };
}

// Freight lines go under the mode's freight category, surcharges and fixed charges under 'surcharges';
// a category that does not exist yet is added (the seeded list has only 'ocean-freight').
const FREIGHT_CATEGORY: Record<TransportMode, string> = {
  Air: 'air-freight',
  Express: 'air-freight',
  Road: 'road-freight',
  Rail: 'rail-freight',
  'Sea LCL': 'ocean-freight',
  'Sea FCL': 'ocean-freight',
};
const SURCHARGE_CATEGORY = 'surcharges';

/**
 * What the client's text of a card's lines names: the freight category as a client reads it, the lane and
 * the chargeable weight (never the carrier, the break or the rates: those are what the forwarder buys at).
 */
export function clientContext(card: RateCardRow, inputs: PricingInputs): RateCardClientContext {
  return {
    freightLabel: clientCategoryLabel(FREIGHT_CATEGORY[card.transport_mode]),
    origin: card.origin_code,
    destination: card.destination_code,
    chargeableKg: inputs.shipment.chargeableKg,
  };
}

async function categoryId(db: Db, name: string): Promise<number> {
  const page = await costCategoriesService.list(db, { name, limit: '1' });
  const existing = page.data[0] as { id: number } | undefined;
  if (existing) return existing.id;
  const created = await costCategoriesService.create(db, { name });
  return created!.id;
}

const NO_EXCHANGE_RATE = (pair: string) =>
  `No exchange rate ${pair} on this quotation: add it in the pricing settings and reprice the quotation to price from this rate card`;

/**
 * Adds a priced card's lines through the cost-items service (so totals and margins are recomputed in this
 * transaction): each a Fixed line with the card's amount as its buy total in the card's currency, the
 * carrier as supplier, and a sell of that amount in the quotation's currency x (1 + the default markup).
 */
export async function addRateCardLines(
  tx: Db,
  quotation: Quotation,
  card: RateCardRow,
  lines: RateCardLine[],
  inputs: PricingInputs,
): Promise<number[]> {
  const ids: number[] = [];
  for (const line of lines) {
    const buyInQuotationCurrency = inputs.convert(line.buy_total, card.currency);
    if (buyInQuotationCurrency === null) {
      const pair = inputs.missingPair(card.currency) ?? `${card.currency}→${quotation.currency}`;
      throw AppError.conflict(NO_EXCHANGE_RATE(pair));
    }
    const category = line.kind === 'freight' ? FREIGHT_CATEGORY[card.transport_mode] : SURCHARGE_CATEGORY;
    const item = await costLinesService.create(tx, {
      quotation_id: quotation.id,
      category_id: await categoryId(tx, category),
      description: line.description,
      client_description: line.client_description,
      location: 'Origin',
      calculation_method: 'Fixed',
      quantity: 1,
      total_cost: sellFromMarkup(buyInQuotationCurrency, inputs.markupPercent, quotation.currency),
      supplier: card.carrier,
      buy_total: line.buy_total,
      buy_currency: card.currency,
    });
    ids.push(item.id);
  }
  return ids;
}
