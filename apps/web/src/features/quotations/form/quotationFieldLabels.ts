import type { MessageId } from '../../../shared/i18n/i18n';
import type { QuotationField } from './quotationFormValues';

/** Each field's label as a message, as the form shows it and as 'Failed to update {field}' names it. */
export const QUOTATION_FIELD_LABELS: Readonly<Record<QuotationField, MessageId>> = {
  contact_id: 'quotations.fieldContact',
  client_name: 'quotations.fieldClientName',
  client_email: 'quotations.fieldClientEmail',
  client_phone: 'quotations.fieldClientPhone',
  project_description: 'quotations.fieldProjectDescription',
  estimated_value: 'quotations.fieldEstimatedValue',
  currency: 'quotations.fieldCurrency',
  priority: 'quotations.fieldPriority',
  start_date: 'quotations.fieldDate',
  valid_until_date: 'quotations.fieldValidUntil',
  deadline: 'quotations.fieldDeadline',
  validity_days: 'quotations.fieldValidityDays',
  notes: 'quotations.fieldNotes',
  status: 'quotations.fieldStatus',
  transport_mode: 'quotations.fieldTransportMode',
  origin_code: 'quotations.fieldOriginCode',
  destination_code: 'quotations.fieldDestinationCode',
  containers: 'quotations.fieldContainers',
  incoterm: 'quotations.fieldIncoterm',
  incoterm_place: 'quotations.fieldIncotermPlace',
};
