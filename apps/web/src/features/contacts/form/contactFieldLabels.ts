import type { ContactFormField } from './contactFormValues';

/** Each contact field's label, in the order the Add and Edit dialogs show them. */
export const CONTACT_FIELD_LABELS: Readonly<Record<ContactFormField, string>> = {
  name: 'First name',
  last_name: 'Last name',
  display_name: 'Display name',
  language: 'Language',
  company_name: 'Company',
  title: 'Job title',
  category: 'Category',
  segment: 'Segment',
  email: 'Email',
  phone_number: 'Phone',
  address: 'Address',
  city: 'City',
  state: 'State / Province',
  zip_code: 'ZIP / Postal code',
  country: 'Country',
  status: 'Status',
  payment_terms_days: 'Payment terms (days)',
  tax_number: 'VAT number',
  peppol_id: 'Peppol ID',
  notes: 'Notes',
};
