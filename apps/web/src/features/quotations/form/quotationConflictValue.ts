import { QUOTATION_STATUS_LABELS, type QuotationStatus } from '@freight/domain';
import { formatFieldValue } from '../../../shared/autosave/formatFieldValue';
import type { QuotationField, QuotationFormValues } from './quotationFormValues';

/** A quotation value as the conflict notice shows it: the status's label, the contact by the client's name. */
export function quotationConflictValue(
  field: QuotationField,
  value: unknown,
  side: QuotationFormValues,
): string {
  if (field === 'status') return QUOTATION_STATUS_LABELS[value as QuotationStatus] ?? formatFieldValue(value);
  if (field === 'contact_id') return value === null ? '' : side.client_name.trim() || `Contact #${value}`;
  return formatFieldValue(value);
}
