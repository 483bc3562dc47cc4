import type { QuotationField } from './quotationFormValues';

/** Each field's label, as the form shows it and as 'Failed to update {field}' names it. */
export const quotationFieldLabels: Readonly<Record<QuotationField, string>> = {
  contact_id: 'Contact',
  client_name: 'Client Name',
  client_email: 'Client Email',
  client_phone: 'Client Phone',
  project_description: 'Project Description',
  estimated_value: 'Estimated Value',
  currency: 'Currency',
  priority: 'Priority',
  start_date: 'Date',
  valid_until_date: 'Valid Until',
  deadline: 'Deadline',
  validity_days: 'Validity Days',
  notes: 'Notes',
  status: 'Status',
  transport_mode: 'Transport Mode',
  origin_code: 'Origin Code',
  destination_code: 'Destination Code',
  containers: 'Containers',
  incoterm: 'Incoterm',
  incoterm_place: 'Incoterm Place',
};
