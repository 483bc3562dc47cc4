import { validityDaysBetween } from '@freight/domain';
import type { QuotationField, QuotationFormValues } from './quotationFormValues';

/**
 * The form's values after a change, and the fields it touched. A new valid-until date also recomputes the
 * validity days (days from the start date, 30 when not positive), so the two are saved together.
 */
export function applyQuotationChange(
  values: QuotationFormValues,
  patch: Partial<QuotationFormValues>,
): { next: QuotationFormValues; fields: QuotationField[] } {
  const next = { ...values, ...patch };
  const fields = Object.keys(patch) as QuotationField[];
  if (patch.valid_until_date) {
    next.validity_days = validityDaysBetween(next.start_date, patch.valid_until_date);
    if (!fields.includes('validity_days')) fields.push('validity_days');
  }
  return { next, fields };
}
