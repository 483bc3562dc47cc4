import { DEFAULT_TRANSPORT_MODE } from '../pricing/transport-modes';
import type { Quotation, QuotationValues } from './quotation';
import { addMonths, validityDaysBetween } from './quotation-dates';
import { DEFAULT_CURRENCY, DEFAULT_PRIORITY, DEFAULT_VALIDITY_DAYS } from './quotation-enums';

/**
 * A new quotation's values: Pending, Medium, USD, 30 validity days, zero value
 * and totals, empty client texts, dated today and valid until one month after today, no contact yet.
 */
export function quotationDefaults(today: string): QuotationValues {
  return {
    client_name: '',
    client_email: '',
    client_phone: '',
    contact_id: null,
    origin_address_id: null,
    destination_address_id: null,
    project_description: '',
    estimated_value: 0,
    currency: DEFAULT_CURRENCY,
    priority: DEFAULT_PRIORITY,
    validity_days: DEFAULT_VALIDITY_DAYS,
    start_date: today,
    deadline: null,
    notes: '',
    total_cbm: 0,
    total_weight: 0,
    total_declared_value: 0,
    total_cost: 0,
    transport_mode: DEFAULT_TRANSPORT_MODE,
    origin_code: '',
    destination_code: '',
    containers: [],
    incoterm: null,
    incoterm_place: '',
    chargeable_weight: 0,
    total_buy: 0,
    margin_amount: 0,
    margin_percent: null,
    priced_rates: null,
    status: 'Pending',
    created_date: today,
    valid_until_date: addMonths(today, 1),
  };
}

/** The notes of a duplicate: 'Duplicated from {number}', then a newline and the original notes if any. */
export function duplicateNotes(quotationNumber: string, originalNotes: string | null | undefined): string {
  const heading = `Duplicated from ${quotationNumber}`;
  return originalNotes?.trim() ? `${heading}\n${originalNotes}` : heading;
}

/**
 * The values of a duplicate of `original`: everything copied (client, contact, addresses, value, totals,
 * priority, deadline), but status Pending, created and started today, valid until one month after today
 * (validity days recomputed to match), and notes starting 'Duplicated from {number}'. The server gives it a
 * new number; copying the box and cost items is the server's job and is what keeps the copied totals true.
 */
export function duplicateQuotationFields(
  original: QuotationValues & Pick<Quotation, 'quotation_number'>,
  today: string,
): QuotationValues {
  const validUntil = addMonths(today, 1);
  return {
    client_name: original.client_name,
    client_email: original.client_email,
    client_phone: original.client_phone,
    contact_id: original.contact_id,
    origin_address_id: original.origin_address_id,
    destination_address_id: original.destination_address_id,
    project_description: original.project_description,
    estimated_value: original.estimated_value,
    currency: original.currency,
    priority: original.priority,
    validity_days: validityDaysBetween(today, validUntil),
    start_date: today,
    deadline: original.deadline,
    notes: duplicateNotes(original.quotation_number, original.notes),
    total_cbm: original.total_cbm,
    total_weight: original.total_weight,
    total_declared_value: original.total_declared_value,
    total_cost: original.total_cost,
    transport_mode: original.transport_mode,
    origin_code: original.origin_code,
    destination_code: original.destination_code,
    containers: original.containers,
    incoterm: original.incoterm,
    incoterm_place: original.incoterm_place,
    chargeable_weight: original.chargeable_weight,
    total_buy: original.total_buy,
    margin_amount: original.margin_amount,
    margin_percent: original.margin_percent,
    priced_rates: original.priced_rates,
    status: 'Pending',
    created_date: today,
    valid_until_date: validUntil,
  };
}
