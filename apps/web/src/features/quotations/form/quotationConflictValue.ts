import type { QuotationStatus } from '@freight/domain';
import { formatFieldValue } from '../../../shared/autosave/formatFieldValue';
import { QUOTATION_STATUS_MESSAGES } from '../../../shared/i18n/domainLabels';
import { translate } from '../../../shared/i18n/useT';
import type { QuotationField, QuotationFormValues } from './quotationFormValues';

/** A quotation value as the conflict notice shows it: the status's label, the contact by the client's name. */
export function quotationConflictValue(
  field: QuotationField,
  value: unknown,
  side: QuotationFormValues,
): string {
  if (field === 'status') {
    const id = QUOTATION_STATUS_MESSAGES[value as QuotationStatus];
    return id ? translate(id) : formatFieldValue(value);
  }
  if (field === 'contact_id')
    return value === null
      ? ''
      : side.client_name.trim() || translate('quotations.contactNumber', { id: value });
  return formatFieldValue(value);
}
