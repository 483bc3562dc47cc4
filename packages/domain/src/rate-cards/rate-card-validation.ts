import { z } from 'zod';
import { LANE_CODE_MESSAGE, LANE_CODE_PATTERN } from '../pricing/transport-modes';
import { isoDateField, optionalIsoDateField } from '../quotations/quotation-dates';
import { currencySchema } from '../quotations/quotation-enums';
import { bodyObject, MAX_AMOUNT, nullableNumberInput, numberInput, textField } from '../shared/fields';
import { rateCardContainerTypeSchema, rateCardModeSchema, surchargeBasisSchema } from './rate-card-enums';

const RATE_CARD_MESSAGES = {
  carrierRequired: 'Carrier is required',
  modeRequired: 'Transport mode is required',
  validFromRequired: 'Valid from is required',
  validToRequired: 'Valid to is required',
  validToBeforeFrom: 'Valid to cannot be before valid from',
  surchargeValidToBeforeFrom: 'A surcharge cannot end before it starts',
  noCharge: 'Give at least one charge: a weight break, a per-CBM rate, a container rate or a fixed charge',
  firstBreakNotZero: 'The first weight break must start at 0 kg',
  duplicateBreak: 'Two weight breaks start at the same weight',
  duplicateContainer: 'Two container rates are for the same container type',
  surchargeNameRequired: 'Surcharge name is required',
  tooManyBreaks: 'A rate card can have at most 20 weight breaks',
  tooManySurcharges: 'A rate card can have at most 20 surcharges',
  tooManyContainers: 'A rate card can have at most 20 container rates',
  breaksNotList: 'Weight breaks must be a list',
  surchargesNotList: 'Surcharges must be a list',
  containersNotList: 'Container rates must be a list',
  breakNotObject: 'Each weight break must have a minimum weight and a rate',
  surchargeNotObject: 'Each surcharge must have a name, basis and amount',
  containerNotObject: 'Each container rate must have a container type and a rate',
} as const;
const M = RATE_CARD_MESSAGES;

/** A card's origin or destination: the quotation's lane code rules, and required. */
function rateCardLaneCodeField(label: string) {
  return textField(label, { max: 5, required: `${label} is required` })
    .toUpperCase()
    .refine((code) => code === '' || LANE_CODE_PATTERN.test(code), LANE_CODE_MESSAGE(label));
}

const amount = (label: string) => numberInput(label, { min: 0, max: MAX_AMOUNT });

const rateBreakInputSchema = z.object(
  {
    min_weight: numberInput('Break weight', { min: 0, max: 1_000_000 }),
    rate: amount('Break rate'),
  },
  { error: M.breakNotObject },
);

const containerRateInputSchema = z.object(
  { container_type: rateCardContainerTypeSchema, rate: amount('Container rate') },
  { error: M.containerNotObject },
);

const surchargeInputSchema = z.object(
  {
    name: textField('Surcharge name', { max: 100, required: M.surchargeNameRequired }),
    basis: surchargeBasisSchema,
    amount: amount('Surcharge amount'),
    valid_from: optionalIsoDateField('Surcharge valid from').optional(),
    valid_to: optionalIsoDateField('Surcharge valid to').optional(),
  },
  { error: M.surchargeNotObject },
);

const text = (label: string, max = 100) => textField(label, { max });

export const rateCardFields = {
  carrier: textField('Carrier', { max: 200, required: M.carrierRequired }),
  transport_mode: rateCardModeSchema,
  origin_code: rateCardLaneCodeField('Origin code'),
  origin_country: text('Origin country'),
  origin_city: text('Origin city'),
  destination_code: rateCardLaneCodeField('Destination code'),
  destination_country: text('Destination country'),
  destination_city: text('Destination city'),
  valid_from: isoDateField('Valid from', M.validFromRequired),
  valid_to: isoDateField('Valid to', M.validToRequired),
  currency: currencySchema,
  minimum_charge: amount('Minimum charge'),
  breaks: z.array(rateBreakInputSchema, { error: M.breaksNotList }).max(20, M.tooManyBreaks),
  per_cbm_rate: nullableNumberInput('Rate per CBM', { min: 0, max: MAX_AMOUNT }),
  container_rates: z
    .array(containerRateInputSchema, { error: M.containersNotList })
    .max(20, M.tooManyContainers),
  fixed_charge: amount('Fixed charge'),
  surcharges: z.array(surchargeInputSchema, { error: M.surchargesNotList }).max(20, M.tooManySurcharges),
  notes: text('Notes', 2000),
};

/** The fields the rules between fields read (a whole card, or the card with an update applied). */
export interface RateCardShape {
  valid_from: string;
  valid_to: string;
  breaks: readonly { min_weight: number }[];
  per_cbm_rate: number | null;
  container_rates: readonly { container_type: string }[];
  fixed_charge: number;
  surcharges: readonly { valid_from?: string | null; valid_to?: string | null }[];
}

/**
 * The rules between fields, as `{field: message}` (empty when the card is sound): validity in order, at least
 * one charge, weight breaks starting at 0 kg without two at one weight, one rate per container type.
 */
export function rateCardProblems(card: RateCardShape): Record<string, string> {
  const problems: Record<string, string> = {};
  if (card.valid_to < card.valid_from) problems.valid_to = M.validToBeforeFrom;
  const hasCharge =
    card.breaks.length > 0 ||
    card.per_cbm_rate !== null ||
    card.container_rates.length > 0 ||
    card.fixed_charge > 0;
  if (!hasCharge) problems.breaks = M.noCharge;
  const weights = card.breaks.map((b) => b.min_weight);
  if (weights.length > 0 && Math.min(...weights) !== 0) problems.breaks = M.firstBreakNotZero;
  if (new Set(weights).size !== weights.length) problems.breaks = M.duplicateBreak;
  const types = card.container_rates.map((c) => c.container_type);
  if (new Set(types).size !== types.length) problems.container_rates = M.duplicateContainer;
  if (card.surcharges.some((s) => s.valid_from && s.valid_to && s.valid_to < s.valid_from)) {
    problems.surcharges = M.surchargeValidToBeforeFrom;
  }
  return problems;
}

/** The fields each rule between fields reads, keyed by the field its message goes under. */
const RULE_READS: Record<string, readonly (keyof typeof rateCardFields)[]> = {
  valid_to: ['valid_from', 'valid_to'],
  breaks: ['breaks', 'per_cbm_rate', 'container_rates', 'fixed_charge'],
  container_rates: ['container_rates'],
  surcharges: ['surcharges'],
};

/**
 * The rules between fields of a card some of whose fields are wrong: each field that can be read is read on
 * its own, and a rule is checked when every field it reads could be (a reversed validity is reported next to
 * a bad carrier, not only once the carrier is fixed). Fields left out take the create defaults.
 */
export function rateCardProblemsOfReadable(input: Record<string, unknown>): Record<string, string> {
  const readable: Record<string, unknown> = {};
  const unreadable = new Set<string>();
  for (const [field, schema] of Object.entries(rateCardFields)) {
    if (input[field] === undefined) continue;
    const parsed = schema.safeParse(input[field]);
    if (parsed.success) readable[field] = parsed.data;
    else unreadable.add(field);
  }
  if (readable.valid_from === undefined || readable.valid_to === undefined) {
    unreadable.add('valid_from');
  }
  const problems = rateCardProblems(rateCardDefaults(readable) as unknown as RateCardShape);
  return Object.fromEntries(
    Object.entries(problems).filter(([field]) => !RULE_READS[field]?.some((read) => unreadable.has(read))),
  );
}

function withRules<T extends RateCardShape>(card: T, ctx: z.RefinementCtx) {
  for (const [field, message] of Object.entries(rateCardProblems(card))) {
    ctx.addIssue({ code: 'custom', message, path: [field], input: card });
  }
}

/**
 * POST /rate_cards body and the Rates form. Required: carrier, mode, lane codes, validity and currency;
 * the charges default to none (at least one is required) and the minimum to 0.
 */
export const rateCardCreateSchema = bodyObject(rateCardFields)
  .partial({
    origin_country: true,
    origin_city: true,
    destination_country: true,
    destination_city: true,
    minimum_charge: true,
    breaks: true,
    per_cbm_rate: true,
    container_rates: true,
    fixed_charge: true,
    surcharges: true,
    notes: true,
  })
  .superRefine((card, ctx) => withRules(rateCardDefaults(card), ctx));
export type RateCardCreateInput = z.input<typeof rateCardCreateSchema>;
export type RateCardCreate = z.output<typeof rateCardCreateSchema>;

/** PUT /rate_cards/{id}: any subset; the rules between fields are checked on the card with it applied. */
export const rateCardUpdateSchema = bodyObject(rateCardFields).partial();
export type RateCardUpdate = z.output<typeof rateCardUpdateSchema>;

type Defaulted<T> = Omit<
  T,
  'breaks' | 'container_rates' | 'surcharges' | 'per_cbm_rate' | 'fixed_charge' | 'minimum_charge'
>;

/** Fills what a new card leaves out: no charges, minimum 0, blank places and notes. */
export function rateCardDefaults<T extends Partial<z.output<z.ZodObject<typeof rateCardFields>>>>(card: T) {
  return {
    ...(card as Defaulted<T>),
    origin_country: card.origin_country ?? '',
    origin_city: card.origin_city ?? '',
    destination_country: card.destination_country ?? '',
    destination_city: card.destination_city ?? '',
    minimum_charge: card.minimum_charge ?? 0,
    breaks: [...(card.breaks ?? [])].sort((a, b) => a.min_weight - b.min_weight),
    per_cbm_rate: card.per_cbm_rate ?? null,
    container_rates: card.container_rates ?? [],
    fixed_charge: card.fixed_charge ?? 0,
    surcharges: (card.surcharges ?? []).map((s) => ({
      ...s,
      valid_from: s.valid_from ?? null,
      valid_to: s.valid_to ?? null,
    })),
    notes: card.notes ?? '',
  };
}
