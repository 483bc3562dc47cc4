import { z } from 'zod';
import { currencySchema } from '../quotations/quotation-enums';
import { recordId, versionedColumns } from '../shared/record-columns';
import { rateCardContainerTypeSchema, rateCardModeSchema, surchargeBasisSchema } from './rate-card-enums';

/** A weight break: from `min_weight` chargeable kg up (e.g. +45 is `{min_weight: 45}`), `rate` per kg. */
const rateBreakSchema = z.object({ min_weight: z.number(), rate: z.number() });
export type RateBreak = z.infer<typeof rateBreakSchema>;

/** A rate per container of one type (Sea FCL, or any card that quotes containers). */
const containerRateSchema = z.object({
  container_type: rateCardContainerTypeSchema,
  rate: z.number(),
});
export type ContainerRate = z.infer<typeof containerRateSchema>;

/**
 * A surcharge (fuel, security, terminal handling) with its own validity: null dates mean the card's. `amount`
 * is per kg, per shipment or a percent of the freight, as `basis` says.
 */
const surchargeSchema = z.object({
  name: z.string(),
  basis: surchargeBasisSchema,
  amount: z.number(),
  valid_from: z.string().nullable(),
  valid_to: z.string().nullable(),
});
export type Surcharge = z.infer<typeof surchargeSchema>;

/** A carrier tariff for one lane and mode, as the API answers it (docs/api.md, Rate cards). */
export const rateCardSchema = z.object({
  ...recordId(),
  carrier: z.string(),
  transport_mode: rateCardModeSchema,
  origin_code: z.string(),
  origin_country: z.string(),
  origin_city: z.string(),
  destination_code: z.string(),
  destination_country: z.string(),
  destination_city: z.string(),
  valid_from: z.string(),
  valid_to: z.string(),
  currency: currencySchema,
  minimum_charge: z.number(),
  breaks: z.array(rateBreakSchema),
  per_cbm_rate: z.number().nullable(),
  container_rates: z.array(containerRateSchema),
  fixed_charge: z.number(),
  surcharges: z.array(surchargeSchema),
  notes: z.string(),
  ...versionedColumns(),
});
export type RateCard = z.infer<typeof rateCardSchema>;

/** What pricing reads of a card. */
export type RateCardTariff = Pick<
  RateCard,
  | 'currency'
  | 'minimum_charge'
  | 'breaks'
  | 'per_cbm_rate'
  | 'container_rates'
  | 'fixed_charge'
  | 'surcharges'
  | 'valid_from'
  | 'valid_to'
>;
