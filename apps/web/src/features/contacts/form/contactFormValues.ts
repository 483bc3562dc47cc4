import type { Contact, ContactStatus } from '@freight/domain';
import { DEFAULT_CONTACT_STATUS, DEFAULT_PAYMENT_TERMS_DAYS } from '@freight/domain';

/** The fields the Add and Edit contact dialogs show, as the inputs hold them (text, untrimmed). */
export interface ContactFormValues {
  name: string;
  last_name: string;
  display_name: string;
  language: string;
  company_name: string;
  title: string;
  category: string;
  segment: string;
  email: string;
  phone_number: string;
  address: string;
  city: string;
  state: string;
  zip_code: string;
  country: string;
  status: ContactStatus;
  /** Whole days as typed; the domain schema reads the number (0–365). */
  payment_terms_days: string;
  tax_number: string;
  peppol_id: string;
  notes: string;
}

export type ContactFormField = keyof ContactFormValues;

/** The form's starting values: a blank new contact (status Active), or the given contact's values. */
export function contactFormValues(contact?: Partial<Contact>): ContactFormValues {
  return {
    name: contact?.name ?? '',
    last_name: contact?.last_name ?? '',
    display_name: contact?.display_name ?? '',
    language: contact?.language ?? '',
    company_name: contact?.company_name ?? '',
    title: contact?.title ?? '',
    category: contact?.category ?? '',
    segment: contact?.segment ?? '',
    email: contact?.email ?? '',
    phone_number: contact?.phone_number ?? '',
    address: contact?.address ?? '',
    city: contact?.city ?? '',
    state: contact?.state ?? '',
    zip_code: contact?.zip_code ?? '',
    country: contact?.country ?? '',
    status: contact?.status ?? DEFAULT_CONTACT_STATUS,
    payment_terms_days: String(contact?.payment_terms_days ?? DEFAULT_PAYMENT_TERMS_DAYS),
    tax_number: contact?.tax_number ?? '',
    peppol_id: contact?.peppol_id ?? '',
    notes: contact?.notes ?? '',
  };
}
