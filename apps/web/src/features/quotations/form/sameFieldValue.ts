import { toFiniteNumber } from '@freight/domain';
import type { QuotationField, QuotationFormValues } from './quotationFormValues';

/**
 * Whether two values of a field mean the same to the server: text is compared trimmed (the server trims),
 * numbers by value ('12.50' and 12.5 agree; a cleared estimated value is 0). Autosave uses this to tell
 * unsaved edits from saved ones.
 */
export function sameFieldValue<F extends QuotationField>(
  field: F,
  a: QuotationFormValues[F],
  b: QuotationFormValues[F],
): boolean {
  if (field === 'estimated_value' || field === 'validity_days') {
    const blank = field === 'estimated_value' ? 0 : null;
    const x = a === '' ? blank : toFiniteNumber(a);
    const y = b === '' ? blank : toFiniteNumber(b);
    return x === null || y === null ? a === b : x === y;
  }
  if (field === 'containers') return JSON.stringify(a) === JSON.stringify(b);
  if (field === 'origin_code' || field === 'destination_code')
    return String(a).trim().toUpperCase() === String(b).trim().toUpperCase();
  if (typeof a === 'string' && typeof b === 'string') return a.trim() === b.trim();
  return a === b;
}
