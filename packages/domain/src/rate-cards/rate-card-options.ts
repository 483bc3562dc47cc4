import { z } from 'zod';
import { bodyObject, idInput } from '../shared/fields';
import { rateCardSchema } from './rate-card';

/** One card that can price the quotation, with its buy total for the quotation's chargeable weight. */
const rateOptionSchema = z.object({
  rate_card: rateCardSchema,
  /** In the card's currency. */
  buy_total: z.number(),
  currency: z.string(),
  /** The buy total in the quotation's currency (what the options are sorted by); null without a rate. */
  buy_total_in_quotation_currency: z.number().nullable(),
  minimum_applied: z.boolean(),
  /** The cost lines the card would add, in words, with their buy amounts in the card's currency. */
  lines: z.array(z.object({ description: z.string(), buy_total: z.number() })),
});
export type RateOption = z.infer<typeof rateOptionSchema>;

/** GET /quotations/{id}/rate_options: what was priced, and the cards cheapest first. */
export const rateOptionsSchema = z.object({
  /** The date the cards must be valid on: the quotation's start date, or today when that has passed. */
  date: z.string(),
  transport_mode: z.string(),
  origin_code: z.string(),
  destination_code: z.string(),
  chargeable_weight: z.number(),
  total_cbm: z.number(),
  currency: z.string(),
  data: z.array(rateOptionSchema),
});
export type RateOptions = z.infer<typeof rateOptionsSchema>;

export const applyRateCardSchema = bodyObject({ rate_card_id: idInput('Please choose a rate card') });

/** POST /quotations/{id}/apply_rate_card: the lines added and the quotation's (maybe capped) valid-until. */
export const applyRateCardResultSchema = z.object({
  cost_item_ids: z.array(z.number().int()),
  buy_total: z.number(),
  valid_until_date: z.string(),
  valid_until_capped: z.boolean(),
  /** Said to the user: the lines added, and the cap when there was one. */
  message: z.string(),
});
export type ApplyRateCardResult = z.infer<typeof applyRateCardResultSchema>;

export const rateCardImportResultSchema = z.object({ imported: z.number().int() });
export const rateCardImportBodySchema = z.string({ error: 'Send the rate cards as CSV text' });
