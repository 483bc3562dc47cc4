import {
  type ApplyRateCardResult,
  formatDocumentDate,
  isWithin,
  priceRateCard,
  type RateCardLine,
  type RateOption,
  type RateOptions,
  rateCardLines,
  todayIso,
} from '@freight/domain';
import type { Db } from '../../platform/database/database';
import { AppError } from '../../platform/errors';
import * as quotationsService from '../quotations/quotations.service';
import * as companyProfile from '../settings/company-profile.service';
import type { RateCardRow } from './rate-cards.repository';
import * as repo from './rate-cards.repository';
import { addRateCardLines, clientContext, type PricingInputs, pricingInputs } from './rate-pricing.inputs';

const LANE_MISSING_MESSAGE =
  'Give the quotation its origin and destination codes to price it from rate cards';
const CARD_NOT_APPLICABLE_MESSAGE = "This rate card does not apply to the quotation's lane, mode and date";
const CARD_NOT_FOUND = 'Rate card not found';

/**
 * The date the cards must be valid on: the quotation's start date, or today when that has passed (a card
 * that has expired cannot be bought from any more, whatever date the quotation was opened on).
 */
function pricingDate(startDate: string, today = todayIso()): string {
  return startDate > today ? startDate : today;
}

function title(card: RateCardRow) {
  return `${card.carrier} ${card.transport_mode} ${card.origin_code}-${card.destination_code}`;
}

/** A card's option for the quotation, or null when it cannot price its shipment. */
function optionOf(card: RateCardRow, inputs: PricingInputs, date: string): RateOption | null {
  const price = priceRateCard(card, inputs.shipment, date);
  if (!price) return null;
  return {
    rate_card: card,
    buy_total: price.buy_total,
    currency: card.currency,
    buy_total_in_quotation_currency: inputs.convert(price.buy_total, card.currency),
    minimum_applied: price.minimum_applied,
    lines: rateCardLines(title(card), price, clientContext(card, inputs)).map(
      ({ description, buy_total }) => ({
        description,
        buy_total,
      }),
    ),
  };
}

// Options that cannot be converted (no exchange rate) come last.
const comparable = (option: RateOption) => option.buy_total_in_quotation_currency ?? Number.POSITIVE_INFINITY;

async function lookup(db: Db, quotationId: number) {
  const quotation = await quotationsService.get(db, quotationId);
  const inputs = await pricingInputs(db, quotation);
  if (!inputs.origin || !inputs.destination) throw AppError.conflict(LANE_MISSING_MESSAGE);
  return { quotation, inputs, date: pricingDate(quotation.start_date) };
}

/**
 * GET /quotations/{id}/rate_options: the cards of the quotation's lane and mode valid on the pricing date
 * (expired and future cards never), that can price its shipment, cheapest first in the quotation's currency.
 */
export async function rateOptions(db: Db, quotationId: number): Promise<RateOptions> {
  const { quotation, inputs, date } = await lookup(db, quotationId);
  const cards = await repo.laneCards(
    db,
    { origin: inputs.origin, destination: inputs.destination, mode: inputs.mode },
    date,
  );
  const options = cards
    .map((card) => optionOf(card, inputs, date))
    .filter((option): option is RateOption => option !== null)
    .sort((a, b) => comparable(a) - comparable(b) || a.rate_card.id - b.rate_card.id);
  return {
    date,
    transport_mode: inputs.mode,
    origin_code: inputs.origin,
    destination_code: inputs.destination,
    chargeable_weight: inputs.shipment.chargeableKg,
    total_cbm: inputs.shipment.cbm,
    currency: quotation.currency,
    data: options,
  };
}

/**
 * POST /quotations/{id}/apply_rate_card: in one transaction, adds the card's cost lines (buy from the card,
 * sell = buy in the quotation's currency x (1 + the default markup)) and caps the quotation's valid-until at
 * the card's end date. The card must be one `rateOptions` offers.
 */
export async function applyRateCard(
  db: Db,
  quotationId: number,
  rateCardId: number,
  userId: number,
): Promise<ApplyRateCardResult> {
  return db.transaction(async (tx) => {
    const { quotation, inputs, date } = await lookup(tx, quotationId);
    const card = await repo.rateCardRecords.find(tx, rateCardId);
    if (!card) throw AppError.badRequest(CARD_NOT_FOUND, { rate_card_id: CARD_NOT_FOUND });
    const applies =
      card.origin_code === inputs.origin &&
      card.destination_code === inputs.destination &&
      card.transport_mode === inputs.mode &&
      isWithin(date, card.valid_from, card.valid_to);
    const price = applies ? priceRateCard(card, inputs.shipment, date) : null;
    if (!price) throw AppError.conflict(CARD_NOT_APPLICABLE_MESSAGE);
    const lines: RateCardLine[] = rateCardLines(title(card), price, clientContext(card, inputs));
    const ids = await addRateCardLines(tx, quotation, card, lines, inputs);
    const capped = quotation.valid_until_date > card.valid_to;
    if (capped) {
      await quotationsService.update(tx, quotationId, { valid_until_date: card.valid_to }, undefined, userId);
    }
    const added = `${lines.length} cost ${lines.length === 1 ? 'line' : 'lines'} added from ${card.carrier}`;
    // People read the notice: its date is written as the company writes dates on its quotes.
    const { date_format } = await companyProfile.get(tx);
    return {
      cost_item_ids: ids,
      buy_total: price.buy_total,
      valid_until_date: capped ? card.valid_to : quotation.valid_until_date,
      valid_until_capped: capped,
      message: capped
        ? `${added}. Valid until was moved to ${formatDocumentDate(card.valid_to, date_format)}, the rate card's end date.`
        : `${added}.`,
    };
  });
}
