import type { z } from 'zod';
import { incotermInputSchema, incotermPlaceInputSchema } from '../incoterms/incoterms';
import { containersInputSchema, laneCodeField, transportModeSchema } from '../pricing/transport-modes';
import {
  bodyObject,
  createBody,
  idInput,
  MAX_AMOUNT,
  nullableIdInput,
  numberInput,
  textField,
} from '../shared/fields';
import { lostReasonInputFields } from './lost-reason';
import { isoDateField, optionalIsoDateField } from './quotation-dates';
import { currencySchema, MAX_VALIDITY_DAYS, prioritySchema } from './quotation-enums';
import { QUOTATION_MESSAGES } from './quotation-messages';
import { quotationStatusInputSchema } from './quotation-status';

const M = QUOTATION_MESSAGES;

const text = (label: string, max: number) => textField(label, { max });
const amount = (label: string, messages?: { min: string }) =>
  numberInput(label, { min: 0, max: MAX_AMOUNT, messages });

// Labels as the quotation form shows them (sentence case), so a message reads 'Client name can be at most
// 255 characters'.
const quotationFields = {
  client_name: text('Client name', 255),
  client_email: text('Client email', 320),
  client_phone: text('Client phone', 50),
  contact_id: idInput(M.contactRequired),
  origin_address_id: nullableIdInput('Please choose an origin address'),
  destination_address_id: nullableIdInput('Please choose a destination address'),
  project_description: text('Project description', 10_000),
  estimated_value: amount('Estimated value', { min: M.estimatedValueNegative }),
  currency: currencySchema,
  priority: prioritySchema,
  validity_days: numberInput('Validity days', {
    int: true,
    min: 1,
    max: MAX_VALIDITY_DAYS,
    messages: { type: M.validityDaysPositive, int: M.validityDaysWhole, min: M.validityDaysPositive },
  }),
  start_date: isoDateField('Date', M.dateRequired),
  deadline: optionalIsoDateField('Deadline'),
  notes: text('Notes', 10_000),
  total_cbm: amount('Total CBM'),
  total_weight: amount('Total weight'),
  total_declared_value: amount('Total declared value'),
  total_cost: amount('Total cost'),
  status: quotationStatusInputSchema,
  created_date: isoDateField('Created date', 'Created date is required'),
  valid_until_date: isoDateField('Valid until', M.validUntilRequired),
  transport_mode: transportModeSchema,
  origin_code: laneCodeField('Origin code'),
  destination_code: laneCodeField('Destination code'),
  containers: containersInputSchema,
  incoterm: incotermInputSchema,
  incoterm_place: incotermPlaceInputSchema,
};

/**
 * POST /quotations body and the New Quotation form. Required: contact, date (start_date) and valid-until;
 * everything else falls back to `quotationDefaults()`. Numbers may be numeric strings. The quotation number,
 * owner and timestamps are assigned by the server (unknown keys are dropped).
 */
export const quotationCreateSchema = createBody(quotationFields, [
  'contact_id',
  'start_date',
  'valid_until_date',
]);
export type QuotationCreate = z.output<typeof quotationCreateSchema>;

/**
 * PUT /quotations/{id} body and the edit form's field saves: any subset, same rules ({status} alone is fine,
 * but a move to Cancelled carries `lost_reason`, see `lostReasonChanges`).
 */
export const quotationUpdateSchema = bodyObject({ ...quotationFields, ...lostReasonInputFields }).partial();
export type QuotationUpdate = z.output<typeof quotationUpdateSchema>;
