import { toFiniteNumber } from '@freight/domain';
import type { QuotationField, QuotationFormValues } from './quotationFormValues';

/**
 * The given fields as input for the domain's quotation schemas. Numeric text becomes a number; a cleared
 * estimated value counts as 0 (nothing estimated yet), while other non-numeric text is left
 * for the schema to reject with its own message.
 */
export function toQuotationInput(
  values: QuotationFormValues,
  fields: readonly QuotationField[],
): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  for (const field of fields) {
    const value = values[field];
    if (field === 'estimated_value') input[field] = value === '' ? 0 : (toFiniteNumber(value) ?? value);
    else if (field === 'validity_days') input[field] = toFiniteNumber(value) ?? value;
    else input[field] = value;
  }
  return input;
}
