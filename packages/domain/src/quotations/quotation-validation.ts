import { z } from 'zod';
import { nullableNumeric, numeric } from '../shared/numeric';
import { isoDateField, optionalIsoDateField } from './quotation-dates';
import { currencySchema, prioritySchema } from './quotation-enums';
import { QUOTATION_MESSAGES } from './quotation-messages';
import { quotationStatusInputSchema } from './quotation-status';

const M = QUOTATION_MESSAGES;

const text = (max: number) => z.string().trim().max(max);
const nonNegative = (message: string) => numeric(z.number().min(0, message));
const optionalId = nullableNumeric(z.number().int().positive());

const quotationFields = {
  client_name: text(255),
  client_email: text(320),
  client_phone: text(50),
  contact_id: numeric(
    z.number({ error: M.contactRequired }).int(M.contactRequired).positive(M.contactRequired),
    M.contactRequired,
  ),
  origin_address_id: optionalId,
  destination_address_id: optionalId,
  project_description: text(10_000),
  estimated_value: nonNegative(M.estimatedValueNegative),
  currency: currencySchema,
  priority: prioritySchema,
  validity_days: numeric(
    z.number().int(M.validityDaysWhole).min(1, M.validityDaysPositive),
    M.validityDaysPositive,
  ),
  start_date: isoDateField(M.dateRequired),
  deadline: optionalIsoDateField,
  notes: text(10_000),
  total_cbm: nonNegative(M.totalNegative),
  total_weight: nonNegative(M.totalNegative),
  total_declared_value: nonNegative(M.totalNegative),
  total_cost: nonNegative(M.totalNegative),
  status: quotationStatusInputSchema,
  created_date: isoDateField(M.dateRequired),
  valid_until_date: isoDateField(M.validUntilRequired),
};

/**
 * POST /quotations body and the New Quotation form. Required: contact, date (start_date) and valid-until;
 * everything else falls back to `quotationDefaults()`. Numbers may be numeric strings. The quotation number,
 * owner and timestamps are assigned by the server (unknown keys are dropped).
 */
export const quotationCreateSchema = z.object(quotationFields).partial().extend({
  contact_id: quotationFields.contact_id,
  start_date: quotationFields.start_date,
  valid_until_date: quotationFields.valid_until_date,
});
export type QuotationCreateInput = z.input<typeof quotationCreateSchema>;
export type QuotationCreate = z.output<typeof quotationCreateSchema>;

/** PUT /quotations/{id} body and the edit form's field saves: any subset, same rules ({status} alone is fine). */
export const quotationUpdateSchema = z.object(quotationFields).partial();
export type QuotationUpdateInput = z.input<typeof quotationUpdateSchema>;
export type QuotationUpdate = z.output<typeof quotationUpdateSchema>;
