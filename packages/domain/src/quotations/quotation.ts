import { z } from 'zod';
import { incotermSchema } from '../incoterms/incoterms';
import { pricedRatesSchema } from '../pricing/pricing-settings';
import { containerSchema, transportModeSchema } from '../pricing/transport-modes';
import { recordId, versionedColumns } from '../shared/record-columns';
import { lostReasonSchema } from './lost-reason';
import { isoDateSchema } from './quotation-dates';
import { currencySchema, prioritySchema } from './quotation-enums';
import { quotationStatusSchema } from './quotation-status';
import { quotationAnswerFields } from './quote-answer';

/**
 * A quotation as the API answers it (docs/quotations.md). Texts are '' when empty, money and totals
 * are JSON numbers, dates are YYYY-MM-DD. total_cbm is cubic metres, total_weight kilograms.
 */
export const quotationSchema = z.object({
  ...recordId(),
  quotation_number: z.string(),
  user_id: z.number().int().nullable(),
  client_name: z.string(),
  client_email: z.string(),
  client_phone: z.string(),
  contact_id: z.number().int().nullable(),
  origin_address_id: z.number().int().nullable(),
  destination_address_id: z.number().int().nullable(),
  project_description: z.string(),
  estimated_value: z.number(),
  currency: currencySchema,
  priority: prioritySchema,
  validity_days: z.number().int(),
  start_date: isoDateSchema,
  deadline: isoDateSchema.nullable(),
  notes: z.string(),
  total_cbm: z.number(),
  total_weight: z.number(),
  total_declared_value: z.number(),
  total_cost: z.number(),
  // Pricing: how the cargo travels, its lane and what the quote earns (computed with the totals).
  transport_mode: transportModeSchema,
  origin_code: z.string(),
  destination_code: z.string(),
  containers: z.array(containerSchema),
  /** The Incoterms 2020 rule the quote is made under (null: none chosen) and its named place ('' when not given). */
  incoterm: incotermSchema.nullable(),
  incoterm_place: z.string(),
  chargeable_weight: z.number(),
  total_buy: z.number(),
  margin_amount: z.number(),
  margin_percent: z.number().nullable(),
  priced_rates: pricedRatesSchema.nullable(),
  status: quotationStatusSchema,
  created_date: isoDateSchema,
  valid_until_date: isoDateSchema,
  ...quotationAnswerFields,
  /** Still open after its valid-until day (`isQuotationExpired`); computed on every answer, never stored. */
  expired: z.boolean(),
  /** Why it was lost, set when it moves to Cancelled; null and '' otherwise. */
  lost_reason: lostReasonSchema.nullable(),
  lost_to: z.string(),
  lost_comment: z.string(),
  /** 1 for the first offer; each revise makes the next under the same quotation_number. */
  revision: z.number().int(),
  /** A newer revision exists: this one is read-only and its acceptance link is dead. */
  superseded: z.boolean(),
  ...versionedColumns(),
});
export type Quotation = z.infer<typeof quotationSchema>;

/** The client contact embedded in a quotation answer as `contact_id_related`. */
const quotationContactSchema = z.object({
  ...recordId(),
  name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone_number: z.string(),
  company_name: z.string(),
});

/**
 * GET /quotations/{id}: the record plus its contact. The origin and destination address objects belong to
 * the addresses module; the server extends this schema with them.
 */
export const quotationWithContactSchema = quotationSchema.extend({
  contact_id_related: quotationContactSchema.nullable().optional(),
});

/** A quotation's own values, without what the server assigns (id, number, owner, version, timestamps). */
export type QuotationValues = Omit<
  Quotation,
  | 'id'
  | 'quotation_number'
  | 'user_id'
  | 'version'
  | 'created_at'
  | 'updated_at'
  | 'revision'
  | 'superseded'
  | keyof typeof quotationAnswerFields
  | 'expired'
  | 'lost_reason'
  | 'lost_to'
  | 'lost_comment'
>;
