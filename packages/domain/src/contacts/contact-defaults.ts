import { withoutUndefined } from '../shared/payload';
import type { Contact } from './contact';
import { DEFAULT_CONTACT_STATUS } from './contact-status';
import type { ContactCreate } from './contact-validation';

/** A contact's stored values, without the fields the server assigns. */
export type ContactValues = Omit<Contact, 'id' | 'version' | 'created_at' | 'updated_at'>;

/** Days a client has to pay an invoice when nobody agreed other terms with them. */
export const DEFAULT_PAYMENT_TERMS_DAYS = 30;

/** Default account manager of new contacts: user 1, since the contact form offers no choice of manager. */
const DEFAULT_ACCOUNT_MANAGER_ID = 1;

/** The new-contact payload's defaults: status Active, manager 1, flags true, blank texts, numeric zeros. */
export function contactDefaults(): ContactValues {
  return {
    name: '',
    last_name: '',
    display_name: '',
    company_name: '',
    email: '',
    phone_number: '',
    address: '',
    city: '',
    state: '',
    country: '',
    zip_code: '',
    title: '',
    notes: '',
    status: DEFAULT_CONTACT_STATUS,
    category: '',
    segment: '',
    language: '',
    gender: '',
    revenue: 0,
    profit: 0,
    loss: 0,
    account_balance: 0,
    credit_line: 0,
    payment_terms_days: DEFAULT_PAYMENT_TERMS_DAYS,
    tax_number: '',
    peppol_id: '',
    payment_type: '',
    account_manager_id: DEFAULT_ACCOUNT_MANAGER_ID,
    class: '',
    customer_segment: '',
    service: '',
    chat_id: '',
    embedding: '',
    metadata: '',
    text: '',
    ninja_id: '',
    address_ext: '',
    check_flag: true,
    credit: true,
    embed: true,
  };
}

/** First and last name joined by one space; either may be blank. */
export function contactDisplayName(
  first: string | null | undefined,
  last: string | null | undefined,
): string {
  return [first, last]
    .map((part) => (part ?? '').trim())
    .filter(Boolean)
    .join(' ');
}

/**
 * The values to store for a validated new contact: defaults, then the given fields, then a display name
 * made of first and last name when none was given.
 */
export function contactFromCreateInput(input: ContactCreate): ContactValues {
  const values: ContactValues = { ...contactDefaults(), ...withoutUndefined(input) };
  if (!values.display_name) values.display_name = contactDisplayName(values.name, values.last_name);
  return values;
}

type Searchable = Pick<
  Contact,
  'name' | 'last_name' | 'display_name' | 'company_name' | 'email' | 'phone_number'
>;

/** The label a picker shows: display name, else first plus last name, else email. */
export function contactLabel(contact: Searchable): string {
  return contact.display_name || contactDisplayName(contact.name, contact.last_name) || contact.email;
}

/** Picker search: display name (or first plus last), company, email or phone contains the query, any case. */
export function contactMatchesSearch(contact: Searchable, query: string): boolean {
  const needle = query.trim().toLowerCase();
  if (!needle) return true;
  return [
    contact.display_name || contactDisplayName(contact.name, contact.last_name),
    contact.company_name,
    contact.email,
    contact.phone_number,
  ].some((field) => (field ?? '').toLowerCase().includes(needle));
}
