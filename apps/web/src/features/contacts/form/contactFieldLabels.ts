import type { MessageId } from '../../../shared/i18n/i18n';
import type { ContactFormField } from './contactFormValues';

/** Each contact field's label, in the order the Add and Edit dialogs show them. */
export const CONTACT_FIELD_LABELS: Readonly<Record<ContactFormField, MessageId>> = {
  name: 'contacts.fieldFirstName',
  last_name: 'contacts.fieldLastName',
  display_name: 'contacts.fieldDisplayName',
  language: 'contacts.fieldLanguage',
  company_name: 'contacts.fieldCompany',
  title: 'contacts.fieldJobTitle',
  category: 'contacts.fieldCategory',
  segment: 'contacts.fieldSegment',
  email: 'contacts.fieldEmail',
  phone_number: 'contacts.fieldPhone',
  address: 'contacts.fieldAddress',
  city: 'contacts.fieldCity',
  state: 'contacts.fieldState',
  zip_code: 'contacts.fieldZipCode',
  country: 'contacts.fieldCountry',
  status: 'contacts.fieldStatus',
  payment_terms_days: 'contacts.fieldPaymentTerms',
  tax_number: 'contacts.fieldVatNumber',
  peppol_id: 'contacts.fieldPeppolId',
  notes: 'contacts.fieldNotes',
};
